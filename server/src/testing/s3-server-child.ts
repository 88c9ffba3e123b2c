import { startS3Server } from './s3-server.js';

// Run by startS3ServerProcess: the test S3 server in a process of its own, so a test can freeze it
// with SIGSTOP. Listens on S3_TEST_PORT (0: a free port), prints its address as one JSON line, and
// closes on SIGTERM.
const server = await startS3Server(undefined, Number(process.env.S3_TEST_PORT ?? 0));
process.stdout.write(`${JSON.stringify({ endpoint: server.endpoint, directory: server.directory })}\n`);
process.on('SIGTERM', () => void server.close().finally(() => process.exit(0)));
