import { z } from 'zod';

/**
 * What bench/tables.ts reads from each bench/results/<name>.json: the envelope every bench writes
 * through bench/results-file.ts, and the figures each table shows. A file that no longer holds them
 * fails the table with zod's words instead of rendering "undefined".
 */
const loadAverages = z.array(z.number()).nullable();

const envelope = z.object({
  benchmark: z.string(),
  date: z.string(),
  machine: z.object({
    cpu: z.string(),
    cores: z.number(),
    node: z.string(),
    platform: z.string(),
    loadAverage: z.object({ start: loadAverages, end: loadAverages }),
  }),
});
export type Envelope = z.infer<typeof envelope>;

export const pipelineResults = envelope.extend({
  rows: z.array(
    z.object({
      figure: z.string(),
      value: z.number(),
      unit: z.string(),
      limit: z.string().optional(),
      ratioToLimit: z.number().optional(),
    }),
  ),
});

export const encodeResults = envelope.extend({
  runs: z.number(),
  rows: z.array(
    z.object({
      seconds: z.number(),
      rawMs: z.number(),
      rawRealTime: z.number(),
      splitMs: z.number(),
      splitToRaw: z.number(),
      prestartedOneMs: z.number(),
      prestartedSplitMs: z.number(),
      prestartedSplitToOne: z.number(),
      splitCpuToRaw: z.number(),
      rawSnrDb: z.number(),
      splitSnrDb: z.number(),
    }),
  ),
});

export const mixResults = envelope.extend({
  voiceSeconds: z.number(),
  rows: z.array(
    z.object({
      track: z.string(),
      audioSeconds: z.number(),
      coldMs: z.number(),
      coldCpuMs: z.number(),
      warmMs: z.number(),
      warmCpuMs: z.number(),
      warmRealTimeFactor: z.number(),
      decodeMs: z.number(),
      musicMs: z.number(),
      voiceMs: z.number(),
      encodeMs: z.number(),
    }),
  ),
  concurrent: z.object({
    mixes: z.number(),
    wallMs: z.number(),
    cpuMs: z.number(),
    mixesPerSecond: z.number(),
    realTimeFactor: z.number(),
  }),
});

export const scriptsResults = envelope.extend({
  meanScriptsPerSecond: z.number(),
  rows: z.array(
    z.object({ type: z.string(), length: z.string(), scriptsPerSecond: z.number(), microsecondsEach: z.number() }),
  ),
});

export const menuResults = envelope.extend({
  prompts: z.number(),
  audioSeconds: z.number(),
  menuMs: z.number(),
  oneByOneMs: z.number(),
  speedUp: z.number(),
  menuCpuMs: z.number(),
  oneByOneCpuMs: z.number(),
  runs: z.number(),
});

export const programmeResults = envelope.extend({
  programmeSeconds: z.number(),
  messages: z.number(),
  gapSeconds: z.number(),
  renderMs: z.number(),
  renderRealTime: z.number(),
  stagesMs: z.object({ voicesMs: z.number(), layMs: z.number(), encodeMs: z.number() }),
  encodeMs: z.number(),
  encodeRealTime: z.number(),
  shareOfEncodeRate: z.number(),
  renderCpuMs: z.number(),
  encodeCpuMs: z.number(),
  shareOfEncodeRateInCpu: z.number(),
  target: z.number(),
  loudnessLufs: z.number(),
  truePeakDb: z.number(),
});

const fairnessRow = z.object({ case: z.string(), medianSeconds: z.number(), runs: z.string() });
export const fairnessResults = envelope.extend({
  flood: z.object({
    rows: z.tuple([fairnessRow, fairnessRow]),
    flooder: z.object({ ok: z.number(), refused: z.number() }),
    ratio: z.number(),
    limitRatio: z.number(),
    pass: z.boolean(),
  }),
  unequal: z.object({
    rows: z.tuple([fairnessRow, fairnessRow]),
    longJobs: z.number(),
    longJobsStillUnderWay: z.number(),
    limitSeconds: z.number(),
    pass: z.boolean(),
  }),
});

export const wakeupResults = envelope.extend({
  rows: z.array(
    z.object({
      setup: z.string(),
      medianMs: z.number(),
      queuedToClaimedMs: z.number(),
      finishedToReplyMs: z.number(),
      runsMs: z.string(),
    }),
  ),
  gapMs: z.number(),
  ratio: z.number(),
  waitGapMs: z.number(),
  limitMs: z.number(),
  pass: z.boolean(),
});

const spread = z.object({ min: z.number(), max: z.number() });
const targets = z.object({ maxWer: z.number(), maxMedianWer: z.number(), minMovement: z.number() });
const verdict = z.object({
  step2WordErrorRate: spread.extend({ median: z.number() }),
  step2Movement: spread,
  meetsTargets: z.boolean(),
});
const cores = z.object({ oneCore: z.number(), bothCores: z.number() });
export const voicesResults = envelope.extend({
  engines: z.string(),
  words: z.number(),
  catalogues: z.array(
    z.object({
      name: z.enum(['neural', 'older engines', 'flite only']),
      engines: z.string(),
      targets,
      verdict,
    }),
  ),
  /** The neural voice's raw limit: null where Kokoro is not installed. */
  inferenceAlone: z
    .object({
      model: z.string(),
      session: z.string(),
      pieces: z.number(),
      audioSeconds: z.number(),
      seconds: z.number(),
      realTime: z.number(),
      renderOneCore: z.number(),
      renderBothCores: z.number(),
      renderOneCoreRange: spread,
      renderBothCoresRange: spread,
      voices: z.array(z.object({ voice: z.string(), realTime: z.number() })),
    })
    .nullable(),
  voices: z.array(
    z.object({
      catalogue: z.enum(['neural', 'older engines', 'flite only']),
      voice: z.string(),
      step2: z.boolean(),
      engine: z.string(),
      movementSemitones: z.number(),
      wordErrorRate: z.number(),
      wordsPerMinute: z.number(),
      realTime: cores,
    }),
  ),
  throughput: z.object({
    voice: z.string(),
    speaker: z.string(),
    rounds: z.number(),
    rows: z.array(
      z.object({
        case: z.string(),
        requests: z.number(),
        audioSeconds: z.number(),
        wallSeconds: z.number(),
        realTimeFactor: z.number(),
      }),
    ),
  }),
});

export const loadResults = envelope.extend({
  workerConcurrency: z.number(),
  rows: z.array(
    z.object({
      users: z.number(),
      successes: z.number(),
      medianWaitS: z.number(),
      p95WaitS: z.number(),
      maxWaitS: z.number(),
      peakRssMb: z.number(),
      peakAudioProcesses: z.number(),
    }),
  ),
});

const overloadRound = z.object({
  machine: z.enum(['idle', 'busy']),
  busyProcesses: z.number(),
  voices: z.number(),
  previews: z.number(),
  failures: z.number(),
  refusals429: z.number(),
  userWaitsS: z.array(z.number()),
  previewFirstSoundS: z.array(z.number()),
  previewWholeS: z.array(z.number()),
  healthChecks: z.number(),
  healthNot200: z.number(),
  peakRssMb: z.number(),
  wallS: z.number(),
});
export const overloadResults = envelope.extend({
  users: z.number(),
  voicesEach: z.number(),
  previews: z.number(),
  idleRssMb: z.number(),
  afterIdleRoundRssMb: z.number(),
  afterBusyRoundRssMb: z.number(),
  slowestUserBusyToIdle: z.number(),
  previewFirstSoundBusyToIdle: z.number(),
  rounds: z.array(overloadRound),
});

export const memoryResults = envelope.extend({
  messages: z.number(),
  users: z.number(),
  failures: z.number(),
  audioMinutes: z.number(),
  wallMinutes: z.number(),
  messagesPerMinute: z.number(),
  restRssMbBefore: z.number(),
  restRssMbAfter: z.number(),
  growthMb: z.number(),
  nodeRssMbBefore: z.number(),
  nodeRssMbAfter: z.number(),
  peakRssMb: z.number(),
});

/** Music against voice on the line at each volume; null where there is no music to measure (JSON's -Infinity). */
const dbOrNull = z.number().nullable();
export const phoneResults = envelope.extend({
  rows: z.array(
    z.object({
      voice: z.string(),
      track: z.string(),
      fileLufs: z.number(),
      lineLufs: z.number(),
      'musicToVoiceLineDb@0': dbOrNull,
      'musicToVoiceLineDb@15': dbOrNull,
      'musicToVoiceLineDb@50': dbOrNull,
      'musicToVoiceLineDb@100': dbOrNull,
      stoi15: z.number(),
      stoi100: z.number().nullable(),
      maxLineLossLu: z.number(),
    }),
  ),
});
