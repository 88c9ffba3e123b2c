export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e admin password' };
