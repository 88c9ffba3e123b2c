/*
 * rhvoice-speaker: RHVoice as one long-lived process (record 125).
 *
 * RHVoice-test, which the server ran once per piece of a script, spends 35-50 ms of CPU loading
 * its engine and voice before it says a word, several times a message. This program creates ONE
 * engine (Debian's libRHVoice, the C API of RHVoice.h) and then speaks request after request from
 * stdin until stdin closes, so a piece costs only its own speech. The server starts one per
 * offline engine thread through its spawner (server/src/voice/local/rhvoice-speaker.ts);
 * scripts/install-voices.sh compiles it.
 *
 * Settings as RHVoice-test's `-p speaker -r rate -t pitch` give them: the voice profile, relative
 * rate and pitch of percent / 100, absolute rate, pitch and volume at their defaults (0), relative
 * volume 1, punctuation and flags left to the engine. Plain text only, never SSML.
 *
 * Protocol, one request at a time, all integers 32-bit little-endian:
 *   request: speaker length, rate percent, pitch percent, text length, speaker bytes, text (UTF-8)
 *   reply:   status (0 speech, 1 error), sample rate (Hz; 0 when nothing was said), byte length,
 *            then that many bytes: 16-bit mono PCM for status 0 (none when RHVoice says nothing
 *            for the text), an error message for status 1.
 * A request it cannot read (cut short, absurd lengths) ends the process with status 2.
 */
#include <RHVoice.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Far above a piece (300 characters) and a profile name; more means the stream is out of step. */
#define MAX_TEXT_BYTES (1u << 20)
#define MAX_SPEAKER_BYTES 256u

/* The speech of one request, as the engine hands it over. */
struct speech {
  short *samples;
  size_t count, capacity;
  int sample_rate;
  int out_of_memory;
};

static int set_sample_rate(int sample_rate, void *user_data) {
  ((struct speech *)user_data)->sample_rate = sample_rate;
  return 1;
}

static int play_speech(const short *samples, unsigned int count, void *user_data) {
  struct speech *speech = user_data;
  if (speech->count + count > speech->capacity) {
    size_t capacity = speech->capacity ? speech->capacity : 1u << 16;
    while (capacity < speech->count + count) capacity *= 2;
    short *grown = realloc(speech->samples, capacity * sizeof(short));
    if (!grown) {
      speech->out_of_memory = 1;
      return 0; /* stops the synthesis */
    }
    speech->samples = grown;
    speech->capacity = capacity;
  }
  memcpy(speech->samples + speech->count, samples, count * sizeof(short));
  speech->count += count;
  return 1;
}

/* 0 at a clean end of input before a request, 1 when read, -1 when cut short. */
static int read_exactly(void *into, size_t bytes, int at_start) {
  size_t got = fread(into, 1, bytes, stdin);
  if (got == bytes) return 1;
  return got == 0 && at_start ? 0 : -1;
}

static uint32_t le32(const unsigned char *p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static void write_le32(uint32_t value) {
  unsigned char bytes[4] = {value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, value >> 24};
  fwrite(bytes, 1, 4, stdout);
}

static void reply(uint32_t status, uint32_t sample_rate, const void *body, uint32_t bytes) {
  write_le32(status);
  write_le32(sample_rate);
  write_le32(bytes);
  if (bytes) fwrite(body, 1, bytes, stdout);
  if (fflush(stdout) != 0) exit(1); /* the server has gone */
}

static void reply_error(const char *message) {
  reply(1, 0, message, (uint32_t)strlen(message));
}

int main(void) {
  RHVoice_init_params init;
  memset(&init, 0, sizeof init); /* Debian's data and configuration paths; unused callbacks null */
  init.callbacks.set_sample_rate = set_sample_rate;
  init.callbacks.play_speech = play_speech;
  RHVoice_tts_engine engine = RHVoice_new_tts_engine(&init);
  if (!engine) {
    fputs("rhvoice-speaker: RHVoice could not start (no voices installed?)\n", stderr);
    return 1;
  }

  unsigned char header[16];
  char *speaker = malloc(MAX_SPEAKER_BYTES + 1);
  char *text = malloc(MAX_TEXT_BYTES + 1);
  struct speech speech = {0};
  if (!speaker || !text) return 1;
  for (;;) {
    int read = read_exactly(header, sizeof header, 1);
    if (read == 0) break;
    uint32_t speaker_bytes = le32(header), rate = le32(header + 4), pitch = le32(header + 8),
             text_bytes = le32(header + 12);
    if (read < 0 || speaker_bytes == 0 || speaker_bytes > MAX_SPEAKER_BYTES || text_bytes > MAX_TEXT_BYTES ||
        read_exactly(speaker, speaker_bytes, 0) < 0 || read_exactly(text, text_bytes, 0) < 0) {
      fputs("rhvoice-speaker: a request was cut short or malformed\n", stderr);
      return 2;
    }
    speaker[speaker_bytes] = '\0';
    text[text_bytes] = '\0';

    /* RHVoice refuses an empty text; like RHVoice-test given none, it says nothing. */
    if (text_bytes == 0) {
      reply(0, 0, NULL, 0);
      continue;
    }
    RHVoice_synth_params params;
    memset(&params, 0, sizeof params); /* absolute rate, pitch, volume 0: the voice's defaults */
    params.voice_profile = speaker;
    params.relative_rate = rate / 100.0;
    params.relative_pitch = pitch / 100.0;
    params.relative_volume = 1.0;
    params.punctuation_mode = RHVoice_punctuation_default;
    params.capitals_mode = RHVoice_capitals_default;
    speech.count = 0;
    speech.sample_rate = 0;
    speech.out_of_memory = 0;
    RHVoice_message message = RHVoice_new_message(engine, text, text_bytes, RHVoice_message_text, &params, &speech);
    if (!message) {
      reply_error("no voice profile by this name, or the text could not be read");
      continue;
    }
    int spoken = RHVoice_speak(message);
    RHVoice_delete_message(message);
    if (speech.out_of_memory) reply_error("out of memory");
    else if (!spoken) reply_error("the text could not be spoken");
    /* Nothing said (lone accented letters, Greek): no samples, as RHVoice-test writes no file. */
    else
      reply(0, speech.count ? (uint32_t)speech.sample_rate : 0, speech.samples,
            (uint32_t)(speech.count * sizeof(short)));
  }
  RHVoice_delete_tts_engine(engine);
  return 0;
}
