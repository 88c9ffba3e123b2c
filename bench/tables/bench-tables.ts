import type { z } from 'zod';
import { num, signed, table } from './markdown.js';
import {
  encodeResults,
  fairnessResults,
  loadResults,
  menuResults,
  memoryResults,
  mixResults,
  overloadResults,
  phoneResults,
  pipelineResults,
  programmeResults,
  scriptsResults,
  voicesResults,
  wakeupResults,
  type Envelope,
} from './results-schemas.js';

/** One docs table: the results file it comes from (bench/results/<results>.json) and how its figures are laid out. */
export interface BenchTable {
  results: string;
  /** Checked against the file's schema first; returns the markdown lines between the markers. */
  render: (json: unknown) => string[];
}

function benchTable<S extends z.ZodType<Envelope>>(
  results: string,
  schema: S,
  body: (r: z.infer<S>) => string[],
): BenchTable {
  return {
    results,
    render: (json) => {
      const parsed = schema.safeParse(json);
      if (!parsed.success)
        throw new Error(`bench/results/${results}.json does not hold what its table shows: ${parsed.error.message}`);
      return ['', ...body(parsed.data), '', measuredOn(results, parsed.data), ''];
    },
  };
}

/** The line under every table: the machine, the date, the load and the file, so no figure is read without them. */
function measuredOn(results: string, { benchmark, date, machine }: Envelope): string {
  const { start, end } = machine.loadAverage;
  const load = (averages: number[] | null) => (averages?.[0] === undefined ? 'not recorded' : num(averages[0], 2));
  return (
    `*Measured ${date.slice(0, 16).replace('T', ' ')} UTC on a ${machine.cores}-core ${machine.cpu} (${machine.platform}), ` +
    `Node ${machine.node}; 1-minute load average ` +
    (start || end ? `${load(start)} at the start, ${load(end)} at the end` : 'not recorded') +
    `. From \`bench/results/${results}.json\`: “${benchmark}”.*`
  );
}

/** A value with its unit: 54.7× real time, 0.253 s. */
const withUnit = (value: number, unit: string) => `${num(value)}${unit.startsWith('×') ? '' : ' '}${unit}`;
const percent = (fraction: number) => `${num(fraction * 100, 1)} %`;
const yesNo = (pass: boolean) => (pass ? 'yes' : 'no');

type VoicesResults = z.infer<typeof voicesResults>;

/** What each catalogue is, as its verdict line names it. */
const CATALOGUE_LABELS: Record<VoicesResults['catalogues'][number]['name'], string> = {
  neural: 'The neural voice (Kokoro-82M)',
  'older engines': 'The older engines (RHVoice, Pico, Flite)',
  'flite only': 'Flite alone',
};

/** A catalogue's step-2 voices against its own targets: each at most, the median at most, pitch at least. */
function catalogueVerdict({ name, targets, verdict: v }: VoicesResults['catalogues'][number]): string {
  return (
    `${CATALOGUE_LABELS[name]}, targets each at most ${percent(targets.maxWer)} misheard, a median of at most ` +
    `${percent(targets.maxMedianWer)}, pitch moving at least ${num(targets.minMovement)} semitones: ` +
    `${percent(v.step2WordErrorRate.min)}–${percent(v.step2WordErrorRate.max)} misheard ` +
    `(median ${percent(v.step2WordErrorRate.median)}), pitch moving ${num(v.step2Movement.min, 2)}–${num(v.step2Movement.max, 2)} ` +
    `semitones: ${v.meetsTargets ? 'meets' : 'does not meet'} them.`
  );
}

/** The neural voice's raw limit, and its renders' speed as a share of it (the same pieces, time over time). */
function inferenceLine(alone: NonNullable<VoicesResults['inferenceAlone']>): string {
  const range = ({ min, max }: { min: number; max: number }) => `${num(min, 2)}–${num(max, 2)}`;
  return (
    `The raw limit, inference alone on one core: ONNX Runtime's \`session.run\` on \`${alone.model}\`; its session: ` +
    `${alone.session}. On the render's ${alone.pieces} pieces for every neural voice: ${num(alone.audioSeconds, 1)} s of audio in ` +
    `${num(alone.seconds, 1)} s, ${num(alone.realTime)}× real time. The renders' speed as a share of it (the same ` +
    `pieces, inference time over render time): render, one core: ${num(alone.renderOneCore, 2)} of ` +
    `inference alone (per voice ${range(alone.renderOneCoreRange)}); render, both cores: ${num(alone.renderBothCores, 2)} ` +
    `of it (${range(alone.renderBothCoresRange)}).`
  );
}

/** Every generated table, by the name its markers carry: `<!-- bench:NAME -->` … `<!-- /bench:NAME -->`. */
export const BENCH_TABLES: Record<string, BenchTable> = {
  pipeline: benchTable('pipeline', pipelineResults, (r) =>
    table(
      ['Figure', 'Measured', 'Its limit (a raw limit measured in the same run, or a target)', 'Ratio to the limit'],
      r.rows.map((row) => [
        row.figure,
        withUnit(row.value, row.unit),
        row.limit ?? '—',
        row.ratioToLimit === undefined ? '—' : num(row.ratioToLimit, 2),
      ]),
    ),
  ),

  encode: benchTable('encode', encodeResults, (r) => [
    `The median of ${r.runs} runs of each, taking turns.`,
    '',
    ...table(
      [
        'Length',
        'One LAME run (the raw limit)',
        'Split in two',
        'Split ÷ one run',
        'Started ahead: one part / two',
        'Two ÷ one, started ahead',
        'CPU, split ÷ one run',
        'SNR: one run / split',
      ],
      r.rows.map((row) => [
        `${row.seconds} s`,
        `${row.rawMs} ms (${num(row.rawRealTime)}× real time)`,
        `${row.splitMs} ms`,
        num(row.splitToRaw, 2),
        `${row.prestartedOneMs} ms / ${row.prestartedSplitMs} ms`,
        num(row.prestartedSplitToOne, 2),
        num(row.splitCpuToRaw, 2),
        `${num(row.rawSnrDb, 2)} dB / ${num(row.splitSnrDb, 2)} dB`,
      ]),
    ),
  ]),

  mix: benchTable('mix', mixResults, (r) => [
    ...table(
      [
        'Track',
        'Mix length',
        'Cold mix (CPU)',
        'Warm mix (CPU)',
        'Warm, × real time',
        'Warm: decode / music / voice / encode',
      ],
      r.rows.map((row) => [
        row.track,
        `${num(row.audioSeconds)} s`,
        `${num(row.coldMs)} ms (${num(row.coldCpuMs)} ms)`,
        `${num(row.warmMs)} ms (${num(row.warmCpuMs)} ms)`,
        `${num(row.warmRealTimeFactor)}×`,
        `${[row.decodeMs, row.musicMs, row.voiceMs, row.encodeMs].map((ms) => num(ms)).join(' / ')} ms`,
      ]),
    ),
    '',
    `${r.concurrent.mixes} warm mixes of a ${num(r.voiceSeconds)} s voice at once: ${num(r.concurrent.wallMs)} ms in all ` +
      `(${num(r.concurrent.cpuMs)} ms CPU), ${num(r.concurrent.mixesPerSecond)} mixes a second, ` +
      `${num(r.concurrent.realTimeFactor)}× real time.`,
  ]),

  scripts: benchTable('scripts', scriptsResults, (r) => {
    const types = [...new Set(r.rows.map((row) => row.type))];
    const lengths = [...new Set(r.rows.map((row) => row.length))];
    const cell = (type: string, length: string) => {
      const row = r.rows.find((x) => x.type === type && x.length === length);
      return row ? `${num(row.scriptsPerSecond)} (${num(row.microsecondsEach)} µs)` : '—';
    };
    return [
      ...table(
        ['Message type', ...lengths.map((l) => `${l}: scripts a second (each)`)],
        types.map((type) => [type, ...lengths.map((length) => cell(type, length))]),
      ),
      '',
      `Mean over every type and length: ${num(r.meanScriptsPerSecond)} scripts a second on one thread.`,
    ];
  }),

  menu: benchTable('menu', menuResults, (r) => [
    `A phone menu of ${r.prompts} prompts, ${num(r.audioSeconds)} s of speech in all; the median of ${r.runs} runs each.`,
    '',
    ...table(
      ['Figure', 'Made at once (one job)', 'Made one by one (voice, then mix, per prompt)', 'Ratio'],
      [
        ['Wall time', `${num(r.menuMs)} ms`, `${num(r.oneByOneMs)} ms`, `${num(r.speedUp, 2)}× faster`],
        [
          'CPU time (this process, its threads and its child runs)',
          `${num(r.menuCpuMs)} ms`,
          `${num(r.oneByOneCpuMs)} ms`,
          '—',
        ],
      ],
    ),
  ]),

  programme: benchTable('programme', programmeResults, (r) => [
    `A ${num(r.programmeSeconds)} s programme: ${r.messages} messages, ${num(r.gapSeconds)} s of music after each.`,
    '',
    ...table(
      ['Figure', 'Measured', 'Raw limit in the same run', 'Ratio (target)'],
      [
        [
          'Render, × real time',
          `${num(r.renderRealTime)}× (${num(r.renderMs)} ms)`,
          `one LAME encode of the same length: ${num(r.encodeRealTime)}× (${num(r.encodeMs)} ms)`,
          `${num(r.shareOfEncodeRate, 2)} (≥ ${num(r.target)})`,
        ],
        [
          'The same in CPU time (this process, its worker threads, its encoder and ffmpeg runs)',
          `${num(r.renderCpuMs)} ms`,
          `${num(r.encodeCpuMs)} ms`,
          `${num(r.shareOfEncodeRateInCpu, 2)} (≥ ${num(r.target)})`,
        ],
        [
          "Where the render's wall time goes",
          `voices ${num(r.stagesMs.voicesMs)} ms, laying ${num(r.stagesMs.layMs)} ms, encode ${num(r.stagesMs.encodeMs)} ms`,
          '—',
          '—',
        ],
        ['The file', `${num(r.loudnessLufs, 1)} LUFS, true peak ${num(r.truePeakDb, 1)} dBTP`, '—', '—'],
      ],
    ),
  ]),

  fairness: benchTable('fairness', fairnessResults, ({ flood, unequal }) => {
    const seconds = (row: { medianSeconds: number; runs: string }) => `${num(row.medianSeconds, 2)} s (${row.runs})`;
    return [
      ...table(
        [
          'A quiet user’s request',
          'Idle server: median (runs)',
          'Under another user’s work',
          'Slow-down',
          'Limit',
          'Met',
        ],
        [
          [
            `a voice, during another user’s ${flood.rows[1].case}`,
            seconds(flood.rows[0]),
            seconds(flood.rows[1]),
            `${num(flood.ratio, 2)}×`,
            `${num(flood.limitRatio)}× idle`,
            yesNo(flood.pass),
          ],
          [
            `a short message (voice, then mix), ${unequal.rows[1].case}`,
            seconds(unequal.rows[0]),
            seconds(unequal.rows[1]),
            `${num(unequal.rows[1].medianSeconds / unequal.rows[0].medianSeconds, 2)}×`,
            `${num(unequal.limitSeconds, 2)} s`,
            yesNo(unequal.pass),
          ],
        ],
      ),
      '',
      `The flooding user: ${num(flood.flooder.ok)} requests rendered, ${num(flood.flooder.refused)} refused (429). ` +
        `Of the ${unequal.longJobs} long voices, ${unequal.longJobsStillUnderWay} were still under way when the short message was done.`,
    ];
  }),

  wakeup: benchTable('wakeup', wakeupResults, (r) => [
    ...table(
      ['Setup', 'Median', 'Queued → claimed', 'Finished → reply', 'Runs (ms)'],
      r.rows.map((row) => [
        row.setup,
        `${num(row.medianMs)} ms`,
        `${num(row.queuedToClaimedMs)} ms`,
        `${num(row.finishedToReplyMs)} ms`,
        row.runsMs,
      ]),
    ),
    '',
    `The pair against one node: ${signed(r.gapMs)} ms (${num(r.ratio, 2)}×), limit +${num(r.limitMs)} ms: ` +
      `${r.pass ? 'met' : 'not met'}; its waits (queued → claimed, finished → reply) ${signed(r.waitGapMs)} ms.`,
  ]),

  voices: benchTable('voices', voicesResults, (r) => {
    type Row = (typeof r.voices)[number];
    const on = (catalogue: Row['catalogue'], voice: string) =>
      r.voices.find((v) => v.catalogue === catalogue && v.voice === voice);
    const speed = (v: Row) => `${num(v.realTime.oneCore)}× / ${num(v.realTime.bothCores)}×`;
    // Each catalogue's cells for a voice, or dashes where the catalogue was not measured (no Kokoro).
    const figures = (v: Row | undefined, withPace: boolean) => {
      const cells = v
        ? [v.engine, percent(v.wordErrorRate), `${num(v.movementSemitones, 2)} st`, num(v.wordsPerMinute), speed(v)]
        : ['—', '—', '—', '—', '—'];
      return withPace ? cells : cells.filter((_, i) => i !== 3);
    };
    const inference = (voice: string) => {
      const alone = r.inferenceAlone?.voices.find((v) => v.voice === voice);
      return alone ? `${num(alone.realTime)}×` : '—';
    };
    const ids = [...new Set(r.voices.map((v) => v.voice))];
    const step2 = (voice: string) => r.voices.find((v) => v.voice === voice)?.step2 ?? false;
    const group = (label: string, withPace: boolean) => [
      `${label}: speaker`,
      'Misheard',
      'Pitch movement',
      ...(withPace ? ['Words a minute'] : []),
      '× real time, one core / both',
    ];
    return [
      `Engines installed here: ${r.engines}. A ${r.words}-word script. One core: the render's pieces one after another; ` +
        'both: spread over the engine threads, as the server renders.',
      '',
      ...table(
        [
          'Voice',
          'In step 2',
          ...group('Neural (Kokoro-82M)', true),
          'Inference alone, one core',
          ...group('Older engines', true),
          ...group('On Flite alone', false),
        ],
        ids.map((voice) => [
          voice,
          yesNo(step2(voice)),
          ...figures(on('neural', voice), true),
          inference(voice),
          ...figures(on('older engines', voice), true),
          ...figures(on('flite only', voice), false),
        ]),
      ),
      '',
      'The voices step 2 offers, against their catalogue’s targets:',
      '',
      ...r.catalogues.map((c) => `- ${catalogueVerdict(c)}`),
      ...(r.inferenceAlone ? ['', inferenceLine(r.inferenceAlone)] : []),
    ];
  }),

  'voices-throughput': benchTable('voices', voicesResults, ({ throughput }) => [
    `\`${throughput.voice}\` (${throughput.speaker}), ${throughput.rounds === 1 ? 'one round' : `${num(throughput.rounds)} rounds`} of each:`,
    '',
    ...table(
      [throughput.voice, 'Requests at once', 'Audio', 'Wall time', '× real time'],
      throughput.rows.map((row) => [
        row.case,
        num(row.requests),
        `${num(row.audioSeconds, 1)} s`,
        `${num(row.wallSeconds, 2)} s`,
        `${num(row.realTimeFactor)}×`,
      ]),
    ),
  ]),

  overload: benchTable('overload', overloadResults, (r) => {
    const range = (values: number[], digits = 1) =>
      values.length ? `${num(Math.min(...values), digits)}–${num(Math.max(...values), digits)} s` : '–';
    return [
      ...table(
        [
          'Machine',
          'Voices and previews',
          'Failures',
          '429 (asked again)',
          "Each user's wait",
          "Previews' first sound",
          'Previews to the end',
          'Health checks not 200',
          'Peak memory (RSS)',
        ],
        r.rounds.map((round) => [
          round.machine === 'idle' ? 'idle' : `${num(round.busyProcesses)} busy processes beside it`,
          `${num(round.voices)} + ${num(round.previews)}`,
          num(round.failures),
          num(round.refusals429),
          round.userWaitsS.map((w) => `${num(w, 1)} s`).join(', '),
          range(round.previewFirstSoundS, 2),
          range(round.previewWholeS),
          `${num(round.healthNot200)} of ${num(round.healthChecks)}`,
          `${num(round.peakRssMb)} MB`,
        ]),
      ),
      '',
      `Warmed up and ready: ${num(r.idleRssMb)} MB; after the idle round ${num(r.afterIdleRoundRssMb)} MB, after the ` +
        `busy one ${num(r.afterBusyRoundRssMb)} MB (the node and its processes, RSS). Busy against idle: the slowest ` +
        `user waited ${num(r.slowestUserBusyToIdle, 2)} times as long, a preview's first sound (median) came ` +
        `${num(r.previewFirstSoundBusyToIdle, 2)} times as late.`,
    ];
  }),
  memory: benchTable('memory', memoryResults, (r) =>
    table(
      ['One node, at rest', 'The node and its processes (RSS)', "The node's own process"],
      [
        ['warmed up and ready', `${num(r.restRssMbBefore)} MB`, `${num(r.nodeRssMbBefore)} MB`],
        [
          `after ${num(r.messages)} messages (${num(r.failures)} failed), ${num(r.users)} users at once`,
          `${num(r.restRssMbAfter)} MB (${signed(r.growthMb)} MB)`,
          `${num(r.nodeRssMbAfter)} MB`,
        ],
        [
          `at the peak while making them: ${num(r.messagesPerMinute, 1)} a minute, ${num(r.audioMinutes, 1)} minutes of audio in ${num(r.wallMinutes, 1)}`,
          `${num(r.peakRssMb)} MB`,
          '',
        ],
      ],
    ),
  ),
  /** The README's few lines on what a node needs (issue 46): the memory bench's node, at rest and at work. */
  'node-needs': benchTable('memory', memoryResults, (r) =>
    table(
      ['A node with the neural voice', 'Memory (the node and its processes, RSS)'],
      [
        ['warmed up and ready, at rest', `${num(r.restRssMbBefore)} MB`],
        [`at its peak: ${num(r.users)} users making messages at once`, `${num(r.peakRssMb)} MB`],
        [`at rest after ${num(r.messages)} messages`, `${num(r.restRssMbAfter)} MB (${signed(r.growthMb)} MB)`],
      ],
    ),
  ),
  load: benchTable('load', loadResults, (r) => [
    ...table(
      [
        'Users',
        'Succeeded',
        'Median wait',
        'p95 wait',
        'Longest wait',
        'Messages a second (users ÷ longest wait)',
        'Peak server memory (RSS)',
        'Peak audio processes (ffmpeg, MP3 encoders)',
      ],
      r.rows.map((row) => [
        num(row.users),
        num(row.successes),
        `${num(row.medianWaitS, 1)} s`,
        `${num(row.p95WaitS, 1)} s`,
        `${num(row.maxWaitS, 1)} s`,
        num(row.users / row.maxWaitS, 1),
        `${num(row.peakRssMb)} MB`,
        num(row.peakAudioProcesses),
      ]),
    ),
    '',
    `\`WORKER_CONCURRENCY\` ${r.workerConcurrency}.`,
  ]),

  phone: benchTable('phone', phoneResults, (r) =>
    table(
      [
        'Voice',
        'Track',
        'File LUFS',
        'Line LUFS',
        'Music vs voice on the line at 0 / 15 / 50 / 100 (dB)',
        'STOI at 15 / 100',
        'Most lost at any volume (LU)',
      ],
      r.rows.map((row) => {
        const levels = [0, 15, 50, 100] as const;
        return [
          row.voice,
          row.track,
          num(row.fileLufs, 1),
          num(row.lineLufs, 1),
          row.track === 'none'
            ? '—'
            : levels
                .map((v) => row[`musicToVoiceLineDb@${v}`])
                .map((db) => (db === null ? 'silent' : signed(db, 1)))
                .join(' / '),
          [row.stoi15, row.stoi100]
            .filter((x) => x !== null)
            .map((x) => num(x, 3))
            .join(' / '),
          num(row.maxLineLossLu, 1),
        ];
      }),
    ),
  ),
};
