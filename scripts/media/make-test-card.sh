#!/bin/sh
# Makes the seeded notice's clip (server/content/seed-content.ts) and its poster, committed under
# public/media/ so they are served from the app's own origin. Run from the repository root after
# `apt-get install -y ffmpeg` (Debian 12's ffmpeg 5.1; the fonts are Debian's fonts-dejavu-core):
#
#   sh scripts/media/make-test-card.sh
#
# A 4 s test card in the app's blue (#2461F0) with a ball that swings across and back, and a quiet
# 330 Hz tone (so the mute control has something to mute), faded in and out. No words but the
# brand: one picture serves every language. BTCW sits in the lower third, clear of the player's
# play button in the centre.
# H.264 Main (level 3.0, yuv420p) with AAC-LC in MP4 is the one pairing Chromium, iOS Safari and
# Android WebViews all play; +faststart puts the index first, so playback starts before the file
# has arrived. Output is deterministic enough to review by eye, not byte-for-byte.
set -eu

OUT=public/media
BOLD=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
mkdir -p "$OUT"

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "color=c=0x2461F0:s=640x360:r=24:d=4" \
  -f lavfi -i "color=c=white:s=36x36:r=24:d=4,format=rgba,geq=r=255:g=255:b=255:a='255*lte(hypot(X-17.5\,Y-17.5)\,18)'" \
  -f lavfi -i "sine=frequency=330:sample_rate=44100:duration=4" \
  -filter_complex "\
[0:v]drawtext=fontfile=$BOLD:text='BTCW':fontcolor=white:fontsize=72:x=(w-text_w)/2:y=h-text_h-40[card];\
[card][1:v]overlay=x='40+(main_w-80-overlay_w)*(0.5-0.5*cos(PI*t/2))':y=44,format=yuv420p[v];\
[2:a]volume=0.08,afade=t=in:d=0.5,afade=t=out:st=3.3:d=0.7[a]" \
  -map "[v]" -map "[a]" -t 4 \
  -c:v libx264 -profile:v main -level:v 3.0 -pix_fmt yuv420p -preset veryslow -crf 30 -tune animation \
  -c:a aac -b:a 32k -ac 1 -movflags +faststart \
  "$OUT/btcw-test-card.mp4"

# The poster: the first frame, shown before playback (iOS Safari shows nothing until then otherwise).
ffmpeg -hide_banner -loglevel error -y -i "$OUT/btcw-test-card.mp4" -frames:v 1 -q:v 5 "$OUT/btcw-test-card.jpg"

ls -l "$OUT/btcw-test-card.mp4" "$OUT/btcw-test-card.jpg"
