/*
 * One part of a split MP3 encode (server/src/mix/split-encode.ts, record 126): 44.1 kHz mono
 * 32-bit float samples on stdin until its end, LAME's frames on stdout, nothing else (no ID3 tag,
 * no Xing/Info frame: the joined stream gets one Info frame for the whole).
 *
 *   mp3-encoder <kbps> <quality>
 *
 * It calls libmp3lame exactly as ffmpeg's libmp3lame encoder does for the same settings (CBR at
 * <kbps>, lame_set_quality <quality> for -compression_level, no bit reservoir for -reservoir 0,
 * samples scaled to +-32768 and given to lame_encode_buffer_float), so its frames are the frames
 * ffmpeg writes; split-encode.test.ts compares them byte for byte. What it saves is ffmpeg's start:
 * Debian's build loads some 200 shared libraries, about 45 ms of CPU a process, twice a mix.
 * Exit status 0 when every frame is written; 1 with a line on stderr when LAME or a read or write fails.
 */
#include <errno.h>
#include <lame/lame.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#define SAMPLE_RATE 44100
/* Samples read at a time: 26 frames of 1152. */
#define CHUNK 29952
/* LAME's own bound for a buffer of n samples: 1.25 n + 7200 bytes. */
#define OUT_BYTES (CHUNK + CHUNK / 4 + 7200)

static int fail(const char *what) {
  fprintf(stderr, "mp3-encoder: %s\n", what);
  return 1;
}

static int write_all(const unsigned char *bytes, size_t length) {
  while (length > 0) {
    ssize_t written = write(STDOUT_FILENO, bytes, length);
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return -1;
    bytes += written;
    length -= (size_t)written;
  }
  return 0;
}

/* Reads up to `want` bytes, short only at the end of the input; -1 on a read error. */
static ssize_t read_full(unsigned char *into, size_t want) {
  size_t got = 0;
  while (got < want) {
    ssize_t n = read(STDIN_FILENO, into + got, want - got);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return -1;
    if (n == 0) break;
    got += (size_t)n;
  }
  return (ssize_t)got;
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: mp3-encoder <kbps> <quality>\n");
    return 2;
  }
  int kbps = atoi(argv[1]);
  int quality = atoi(argv[2]);
  if (kbps <= 0 || quality < 0 || quality > 9) return fail("bad kbps or quality");

  lame_t lame = lame_init();
  if (!lame) return fail("lame_init failed");
  lame_set_num_channels(lame, 1);
  lame_set_mode(lame, MONO);
  lame_set_in_samplerate(lame, SAMPLE_RATE);
  lame_set_out_samplerate(lame, SAMPLE_RATE);
  lame_set_quality(lame, quality);
  lame_set_brate(lame, kbps);
  lame_set_bWriteVbrTag(lame, 0);
  lame_set_disable_reservoir(lame, 1);
  if (lame_init_params(lame) < 0) return fail("lame_init_params refused the settings");

  static float samples[CHUNK];
  static unsigned char out[OUT_BYTES];
  for (;;) {
    ssize_t got = read_full((unsigned char *)samples, sizeof samples);
    if (got < 0) return fail("reading stdin failed");
    size_t count = (size_t)got / sizeof(float);
    if ((size_t)got % sizeof(float) != 0) return fail("the input ends inside a sample");
    for (size_t i = 0; i < count; i++) samples[i] *= 32768.0f;
    if (count > 0) {
      int bytes = lame_encode_buffer_float(lame, samples, samples, (int)count, out, OUT_BYTES);
      if (bytes < 0) return fail("lame_encode_buffer_float failed");
      if (write_all(out, (size_t)bytes) < 0) return fail("writing stdout failed");
    }
    if ((size_t)got < sizeof samples) break;
  }
  int bytes = lame_encode_flush(lame, out, OUT_BYTES);
  if (bytes < 0) return fail("lame_encode_flush failed");
  if (write_all(out, (size_t)bytes) < 0) return fail("writing stdout failed");
  lame_close(lame);
  return 0;
}
