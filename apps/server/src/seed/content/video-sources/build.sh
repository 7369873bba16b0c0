#!/bin/bash
# mk.sh <prefix> <count> <seconds-per-slide> <out.mp4>
set -e
p=$1; n=$2; d=$3; out=$4; fade=0.6
inputs=(); for i in $(seq 1 $n); do inputs+=(-loop 1 -framerate 15 -t $d -i $p$i.png); done
fc=""; prev="[0:v]"; off=0
for i in $(seq 1 $((n-1))); do
  off=$(echo "$off + $d - $fade" | bc)
  fc+="${prev}[$i:v]xfade=transition=fade:duration=$fade:offset=$off[v$i];"; prev="[v$i]"
done
fc+="${prev}format=yuv420p[out]"
nice -n 10 ffmpeg -v error -y "${inputs[@]}" -filter_complex "$fc" -map "[out]" -an -r 15 -c:v libx264 -profile:v main -level 3.1 -preset slow -tune stillimage -crf 30 -maxrate 300k -bufsize 600k -g 150 -pix_fmt yuv420p -threads 2 -movflags +faststart "$out"
