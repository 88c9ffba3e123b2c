import { fileURLToPath } from 'node:url';

/** Folders of the repository the server reads from, whatever the working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CLIENT_DIST_DIR = fileURLToPath(new URL('../../client/dist/', import.meta.url));
export const ASSETS_DIR = fileURLToPath(new URL('../../assets/', import.meta.url));
