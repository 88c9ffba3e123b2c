import { countWords } from '#common/script-stats.js';
import type { Random } from './random.js';
import type { PhraseContext } from './phrase-context.js';
import type { ToneWording } from './tone-wording.js';

/**
 * A script plan: paragraphs of candidate sentences. Required lines carry the user's fields and
 * always appear; optional lines are taken in priority order (1 first) until the length is right.
 */
export interface Line {
  text: string;
  required: boolean;
  priority: number;
  /** Other wordings of a required line, shortest first: the length control uses them when the user's fields run long. */
  shorter?: string[];
  /** Every other wording of a required line: used when this one would echo its neighbour (record 096). */
  alternatives?: string[];
  /** A required line that gives way when the required lines alone run past the maximum (a short menu's products and website). */
  ifRoom?: boolean;
  /** The user's own words (their menu intro, their message): kept as typed, never said again by the composer (record 111). */
  own?: boolean;
}
type Paragraph = Line[];
export type Plan = Paragraph[];

/** What a message type's planner works with: the filled-in fields, the tone's wording and the dice. */
export interface PlanWriter {
  ctx: PhraseContext;
  tone: ToneWording;
  rng: Random;
  /** One fillable variant as a required line; none when no variant can be filled. */
  required(variants: readonly string[]): Line[];
  /** As `required`, but left out when the required lines alone run past the length's maximum. */
  requiredIfRoom(variants: readonly string[]): Line[];
  /** One fillable variant as an optional line. */
  optional(variants: readonly string[], priority?: number): Line[];
  /** Every fillable sentence of a bank, shuffled, each optional: the length control takes what it needs. */
  fillers(bank: readonly string[], priority?: number): Line[];
}

export function planWriter(ctx: PhraseContext, tone: ToneWording, rng: Random): PlanWriter {
  const fillable = (variants: readonly string[]) =>
    variants.map((v) => ctx.fill(v)).filter((t): t is string => t !== null);
  const one = (variants: readonly string[], required: boolean, priority: number): Line[] => {
    const options = fillable(variants);
    if (options.length === 0) return [];
    const text = rng.pick(options);
    const shorter = options
      .filter((o) => countWords(o) < countWords(text))
      .sort((a, b) => countWords(a) - countWords(b));
    const alternatives = options.filter((o) => o !== text);
    return [{ text, required, priority, shorter, alternatives }];
  };
  return {
    ctx,
    tone,
    rng,
    required: (variants) => one(variants, true, 0),
    requiredIfRoom: (variants) => one(variants, true, 0).map((line) => ({ ...line, ifRoom: true })),
    optional: (variants, priority = 1) => one(variants, false, priority),
    fillers: (bank, priority = 2) => rng.shuffle(fillable(bank)).map((text) => ({ text, required: false, priority })),
  };
}
