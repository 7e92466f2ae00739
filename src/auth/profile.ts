import {RequestTimeoutError, withTimeout} from './net';

/** The signed-in user's fields the site keeps (SPEC 3). */
export interface UserProfile {
  first_name: string;
  last_name: string;
  guid: string;
  name: string;
  email?: string;
  created_at: string;
  crm_connected: boolean;
  team_admin: boolean;
  job_role: string | null;
}

/** The team fields the site keeps (SPEC 3), private ones included. */
export interface TeamProfile {
  id: number;
  name: string;
  local_dial_enabled: boolean;
  license_limit: number;
  active_size?: number;
  calling_active?: boolean;
  custom_fields_count?: number;
  dialer_credit_balance?: number;
}

/** The internal message of SPEC 8 when either call fails. */
export const PROFILE_ERROR = "Couldn't fetch user data";

/** Why the profile could not be read: the token was refused, the network timed out, or anything else. */
export class ProfileError extends Error {
  constructor(readonly reason: 'unauthorized' | 'timeout' | 'failed') {
    super(PROFILE_ERROR);
    this.name = 'ProfileError';
  }
}

type Json = Record<string, unknown>;

async function getData(url: string, token: string, fetchImpl: typeof fetch): Promise<Json> {
  try {
    return await withTimeout(url, async (signal) => {
      const response = await fetchImpl(url, {headers: {Authorization: `Bearer ${token}`, Accept: 'application/json'}, signal});
      if (response.status === 401) throw new ProfileError('unauthorized');
      if (!response.ok) throw new ProfileError('failed');
      const body = (await response.json()) as {data?: Json};
      if (!body || typeof body.data !== 'object' || body.data === null) throw new ProfileError('failed');
      return body.data;
    });
  } catch (error) {
    if (error instanceof ProfileError) throw error;
    throw new ProfileError(error instanceof RequestTimeoutError ? 'timeout' : 'failed');
  }
}

export function pickUser(data: Json): UserProfile {
  return {
    first_name: String(data.first_name ?? ''),
    last_name: String(data.last_name ?? ''),
    guid: String(data.guid ?? ''),
    name: String(data.name ?? ''),
    ...(typeof data.email === 'string' && data.email ? {email: data.email} : {}),
    created_at: String(data.created_at ?? ''),
    crm_connected: Boolean(data.crm_connected),
    team_admin: Boolean(data.team_admin),
    job_role: typeof data.job_role === 'string' ? data.job_role : null,
  };
}

export function pickTeam(data: Json): TeamProfile {
  const privateFields = (typeof data._private_fields === 'object' && data._private_fields !== null ? data._private_fields : data) as Json;
  const team: TeamProfile = {
    id: Number(data.id),
    name: String(data.name ?? ''),
    local_dial_enabled: Boolean(data.local_dial_enabled),
    license_limit: Number(data.license_limit ?? 0),
  };
  if (typeof privateFields.active_size === 'number') team.active_size = privateFields.active_size;
  if (typeof privateFields.calling_active === 'boolean') team.calling_active = privateFields.calling_active;
  if (typeof privateFields.custom_fields_count === 'number') team.custom_fields_count = privateFields.custom_fields_count;
  if (typeof privateFields.dialer_credit_balance === 'number') team.dialer_credit_balance = privateFields.dialer_credit_balance;
  return team;
}

/**
 * GET /v2/me and GET /v2/team?include_private_fields=true; throws ProfileError (PROFILE_ERROR) if
 * either fails. Both answers are awaited, so that a refused token (401 from either) is reported as
 * such whichever call fails first: it ends the session, where other failures only lose the label.
 */
export async function fetchProfile(apiUrl: string, token: string, fetchImpl: typeof fetch = fetch): Promise<{user: UserProfile; team: TeamProfile}> {
  const [me, team] = await Promise.allSettled([
    getData(`${apiUrl}/v2/me`, token, fetchImpl),
    getData(`${apiUrl}/v2/team?include_private_fields=true`, token, fetchImpl),
  ]);
  if (me.status === 'fulfilled' && team.status === 'fulfilled') return {user: pickUser(me.value), team: pickTeam(team.value)};
  const reasons = [me, team].flatMap((result) => (result.status === 'rejected' ? [(result.reason as ProfileError).reason] : []));
  throw new ProfileError(reasons.includes('unauthorized') ? 'unauthorized' : reasons.includes('timeout') ? 'timeout' : 'failed');
}

/** The navbar label (SPEC 8): first name, last initial and a period, e.g. "Ada L."; 'Logged In' without a profile. */
export function userLabel(user: Pick<UserProfile, 'first_name' | 'last_name' | 'name'> | null | undefined): string {
  if (!user) return 'Logged In';
  const first = user.first_name.trim() || user.name.trim().split(/\s+/)[0] || '';
  const initial = user.last_name.trim().charAt(0);
  if (!first) return 'Logged In';
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}
