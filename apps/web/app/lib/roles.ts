import type { me } from '@ataa/contract/schemas/entities';
import type { z } from '@ataa/contract/validation';

/** Who a signed-in account is, in the web's own words. */
export type Role = 'donor' | 'charity' | 'admin';

/** The account type as the API sends it: the contract spells the donor `dooner` on the wire. */
export type ApiUserType = z.infer<typeof me>['user_type'];

/** The API's account type read into the web's role; the only place the wire spelling is mapped. */
export const roleOf = (userType: ApiUserType): Role => (userType === 'dooner' ? 'donor' : userType);
