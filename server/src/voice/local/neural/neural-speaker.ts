import { answerRequests } from '../../../process/pool-worker.js';
import { speakKokoro, type KokoroRun } from './kokoro-model.js';

/**
 * The neural voice's process (offline-pool.ts, record 158): Kokoro-82M's ONNX Runtime runs here,
 * one session and one piece at a time, in a process the server can kill at any moment. A thread
 * inside a native call cannot be stopped safely: terminating one aborted the whole server.
 */
answerRequests<KokoroRun>(async (call) => ({ result: (await speakKokoro(call)).samples }));
