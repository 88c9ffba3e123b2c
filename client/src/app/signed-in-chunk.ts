/**
 * The signed-in area's chunk: App shows it lazily, and the sign-in screens fetch it ahead (record
 * 119) once signing in is under way, so the studio does not wait for it after the link is verified.
 * Only then: a visitor who never signs in does not download it.
 */
export const loadSignedInApp = () => import('./signed-in-app');

export function preloadSignedInApp(): void {
  void loadSignedInApp();
}
