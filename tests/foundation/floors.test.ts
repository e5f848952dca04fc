import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { circles, importGraph, roomOf } from '../utils/importGraph';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server');

/**
 * The server's rooms (its folders, and the files at its root), floor by floor from the bottom.
 * A room imports from its own floor and the floors below it, never from a floor above.
 */
const FLOORS: string[][] = [
  // What everything stands on: configuration, errors, logs, the database and its events.
  ['config', 'errors', 'logger', 'loggedErrors', 'lifecycle', 'privateData', 'db', 'events'],
  // The machinery the domains use: limits and keys, mail, media, the job queue, the fan-out to watchers, metrics.
  ['security', 'mail', 'media', 'jobs', 'fanout', 'metrics'],
  // The one instance's parts and one request's context, as types every service reads; who is signed in.
  ['runtime', 'context', 'sessions'],
  // The domains, one per schema file, and the types codegen makes from the schema and their rows.
  ['__generated__', 'accounts', 'audit', 'beats', 'gallery', 'integrity', 'live', 'rewards', 'siteRules', 'siteSettings', 'submissions', 'textPages', 'topics', 'uploads', 'voiding', 'votes'],
  // What calls into the domains from above: work behind requests, start-up content, backups, the schema's assembly.
  ['background', 'content', 'backup', 'graphql'],
  // Serving: HTTP, sockets, server rendering, and starting an instance.
  ['http', 'socket', 'ssr', 'httpApp', 'startRuntime', 'app'],
  // Commands.
  ['main', 'mediaToS3', 'rotateBankKey'],
];

/** Files that stand on another floor than their room, each with the reason. */
const FILE_FLOORS: Record<string, { floor: number; why: string }> = {
  'media/route.ts': { floor: 5, why: "the media's HTTP route, beside the store it serves" },
  'uploads/route.ts': { floor: 5, why: "the resumable upload's HTTP route, beside the uploads it makes" },
  'metrics/route.ts': { floor: 5, why: "the /metrics route, beside the figures it reads" },
  'metrics/operations.ts': { floor: 5, why: "the GraphQL server's plugin that times operations, beside the figures it writes" },
  'media/urls.ts': { floor: 3, why: "the links a domain's poems and beats get, read from the runtime's store and settings" },
  'media/visibility.ts': { floor: 3, why: "which of a poem's files are public, read from the runtime's media programs" },
};

/** The imports that still run up a floor, each with the reason it stays. */
const UPWARD: Record<string, string> = {
  'config.ts -> security/keys.ts': 'configuration derives the keys from the secrets at start; keys.ts is pure cryptography that imports nothing of the server',
};

const floorOfRoom = new Map(FLOORS.flatMap((rooms, floor) => rooms.map((room): [string, number] => [room, floor])));
const floorOf = (file: string) => FILE_FLOORS[file]?.floor ?? floorOfRoom.get(roomOf(file));
const graph = importGraph(serverDir);
const imports = [...graph].flatMap(([file, targets]) => targets.map((target) => ({ file, target })));

describe("the server's floors", () => {
  it('gives every room of server/ a floor', () => {
    expect([...graph.keys()].filter((file) => floorOf(file) === undefined)).toEqual([]);
  });

  it('has no import running up a floor, except the few explained', () => {
    const upward = imports.filter(({ file, target }) => floorOf(target)! > floorOf(file)!).map(({ file, target }) => `${file} -> ${target}`);
    expect(upward.sort()).toEqual(Object.keys(UPWARD).sort());
  });

  it('has no circle of imports between rooms', () => {
    expect(circles(graph).filter((circle) => new Set(circle.map(roomOf)).size > 1)).toEqual([]);
  });
});
