#!/usr/bin/env bash
# Makes the home page's looping hero video (a voice's waveform in the brand's colour, drifting
# left) and its poster into web/public/hero/. The signal repeats every 6 s: its picture over two
# periods is panned by exactly one period in 6 s, so the loop has no seam. Needs ffmpeg.
set -euo pipefail
out="$(dirname "$0")/../public/hero"
mkdir -p "$out"
voice='(0.35+0.65*pow(abs(sin(2*PI*t*5/6)),1.5))*(0.5+0.5*sin(2*PI*t/3))*(0.6*sin(2*PI*190*t)+0.3*sin(2*PI*380*t+1)+0.2*sin(2*PI*570*t+2)+0.15*sin(2*PI*1330*t))'
ffmpeg -v error -y -f lavfi -i "aevalsrc='$voice':s=48000:d=12" \
  -filter_complex "showwavespic=s=3840x320:colors=0xd4622f:draw=full" -frames:v 1 /tmp/hero-wave.png
ffmpeg -v error -y \
  -f lavfi -i "color=c=0x1e1916:s=960x540:r=30:d=6" -loop 1 -framerate 30 -t 6 -i /tmp/hero-wave.png \
  -filter_complex "[1:v]crop=960:320:x='t*1920/6':y=0[w];[0:v][w]overlay=0:110:shortest=1,format=yuv420p[v]" \
  -map "[v]" -c:v libx264 -preset slow -crf 32 -movflags +faststart -an "$out/voice.mp4"
ffmpeg -v error -y -i "$out/voice.mp4" -frames:v 1 -q:v 8 "$out/voice.jpg"
