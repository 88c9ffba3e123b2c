import type { AnyJobDefinition } from './jobs/job-definition.js';
import { menuPackJob } from './menu-packs/jobs/menu-pack-job.js';
import { mixJob } from './mix/jobs/mix-job.js';
import { mixPreviewJob } from './mix/jobs/mix-preview-job.js';
import { speculativeMixJob } from './mix/jobs/speculative-mix-job.js';
import { menuMakeJob } from './phone-menus/jobs/menu-make-job.js';
import { playlistJob } from './programmes/jobs/playlist-job.js';
import { publishItemJob, publishJob } from './publishing/jobs/publish-job.js';
import { programmeRenderJob } from './programmes/jobs/programme-render-job.js';
import { exportJob } from './stored-audio/jobs/export-job.js';
import { programmeMessagesJob } from './programmes/suggestion/jobs/programme-messages-job.js';
import { voiceCloneJob } from './voice/jobs/voice-clone-job.js';
import { speculativeVoiceJob } from './voice/jobs/speculative-voice-job.js';
import { voiceJob } from './voice/jobs/voice-job.js';
import { voicePreviewJob } from './voice/jobs/voice-preview-job.js';
import { studioPreviewJob } from './voice/jobs/studio-preview-job.js';

/** Every kind of audio work, each declared in its feature's jobs/ folder (record 102). */
export const JOB_DEFINITIONS: readonly AnyJobDefinition[] = [
  voiceJob,
  speculativeVoiceJob,
  voicePreviewJob,
  studioPreviewJob,
  voiceCloneJob,
  mixJob,
  speculativeMixJob,
  mixPreviewJob,
  exportJob,
  programmeRenderJob,
  playlistJob,
  programmeMessagesJob,
  menuPackJob,
  menuMakeJob,
  publishJob,
  publishItemJob,
];
