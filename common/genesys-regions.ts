/**
 * Genesys Cloud's regions as its Platform API names them: each one's environment domain, where its
 * apps open (apps.mypurecloud.ie) and its login and API live (login.…, api.…). From the region list
 * of Genesys' own SDKs (record 165). The connection's schema takes these; its form lists them.
 */
export const GENESYS_REGIONS = [
  'mypurecloud.com',
  'use2.us-gov-pure.cloud',
  'usw2.pure.cloud',
  'cac1.pure.cloud',
  'mxc1.pure.cloud',
  'sae1.pure.cloud',
  'mypurecloud.ie',
  'euw2.pure.cloud',
  'mypurecloud.de',
  'euc2.pure.cloud',
  'mec1.pure.cloud',
  'aps1.pure.cloud',
  'apse1.pure.cloud',
  'mypurecloud.com.au',
  'mypurecloud.jp',
  'apne2.pure.cloud',
  'apne3.pure.cloud',
] as const;
