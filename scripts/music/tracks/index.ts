import type { Composition } from '../composition.js';
import { acousticAmbient } from './acoustic-ambient.js';
import { corporateUpbeat } from './corporate-upbeat.js';
import { lightPop } from './light-pop.js';
import { relaxedCorporate } from './relaxed-corporate.js';
import { softJazz } from './soft-jazz.js';

/** Every built-in track's composition; ids match server/src/music/built-in-tracks.ts. */
export const COMPOSITIONS: Composition[] = [
  corporateUpbeat(),
  softJazz(),
  acousticAmbient(),
  lightPop(),
  relaxedCorporate(),
];
