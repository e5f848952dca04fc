#!/usr/bin/env bash
# Assembles exactly what the Dockerfile's runtime stage holds (its production dependencies and the
# files its COPY lines name, read from the Dockerfile itself) in a temporary folder, and starts the
# server from there in production against PostgreSQL until /readyz answers. A file the image lacks
# or a development-only dependency the server needs fails here, where no docker daemon runs.
# Needs the built web app (npm run build:web) and DATABASE_BASE_URL (a PostgreSQL server URL
# without a database; postgres://postgres@127.0.0.1:5432 by default).
set -euo pipefail
cd "$(dirname "$0")/.."

BASE_URL="${DATABASE_BASE_URL:-postgres://postgres@127.0.0.1:5432}"
IMAGE_DIR="$(mktemp -d)"
DB="spoken_image_$$"
SERVER_PID=""
cleanup() {
  [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null || true
  psql "$BASE_URL/postgres" -qc "drop database if exists $DB with (force)" >/dev/null 2>&1 || true
  rm -rf "$IMAGE_DIR"
}
trap cleanup EXIT

# The runtime stage is everything after the Dockerfile's last FROM.
runtime_stage="$(awk '/^FROM /{stage=""} {stage=stage $0 "\n"} END{printf "%s", stage}' Dockerfile)"

cp package.json package-lock.json "$IMAGE_DIR/"
(cd "$IMAGE_DIR" && npm ci --omit=dev --no-audit --no-fund --loglevel=error >/dev/null)

# COPY [--from=build] <source> <destination>: from the build stage or the repository, the same here.
while read -r source destination; do
  mkdir -p "$IMAGE_DIR/$(dirname "$destination")"
  cp -R "$source" "$IMAGE_DIR/$destination"
done < <(printf '%s' "$runtime_stage" | awk '$1 == "COPY" && $2 !~ /package/ { if ($2 ~ /^--from=/) { sub("^/app/", "", $3); print $3, $4 } else print $2, $3 }')

psql "$BASE_URL/postgres" -qc "create database $DB"
mkdir -p "$IMAGE_DIR/data"
PORT="$(node -e "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})")"
cmd="$(printf '%s' "$runtime_stage" | sed -n 's/^CMD \[\(.*\)\]$/\1/p' | tr -d '",')"
(
  cd "$IMAGE_DIR"
  exec env -i PATH="$PATH" HOME="$IMAGE_DIR" NODE_ENV=production PORT="$PORT" DATA_DIR="$IMAGE_DIR/data" WORKER=in-process \
    DATABASE_URL="$BASE_URL/$DB" PUBLIC_URL="http://127.0.0.1:$PORT" SMTP_URL="smtp://127.0.0.1:2525" \
    ROOT_SECRET="$(openssl rand -hex 32)" \
    ADMIN_PASSCODE="image-check-passcode" TRUST_PROXY=none \
    $cmd
) > "$IMAGE_DIR/server.log" 2>&1 &
SERVER_PID=$!

for _ in $(seq 1 60); do
  if curl -fsS "http://127.0.0.1:$PORT/readyz" >/dev/null 2>&1; then
    echo "the image's files start: /readyz answered on port $PORT"
    exit 0
  fi
  if ! kill -0 "$SERVER_PID" 2>/dev/null; then break; fi
  sleep 1
done
echo "the image's files did not start:" >&2
cat "$IMAGE_DIR/server.log" >&2
exit 1
