import type {SiteFields} from '../lib/siteConfig';
import {analyticsConfigProblem} from '../../config/analytics';
import type {TeamProfile, UserProfile} from '../auth/profile';

/** The slice of the RudderStack SDK this site uses. */
interface AnalyticsClient {
  load(writeKey: string, dataPlaneUrl: string, options?: Record<string, unknown>): void;
  page(): void;
  identify(userId: string, traits: Record<string, unknown>): void;
  group(groupId: string, traits: Record<string, unknown>): void;
}

let client: Promise<AnalyticsClient | null> | null = null;

/** Runs an analytics call; analytics failing or blocked never breaks a page. */
function safely(action: (c: AnalyticsClient) => void): void {
  void client
    ?.then((c) => {
      if (c) action(c);
    })
    .catch(() => undefined);
}

/**
 * Loads the SDK once, from its bundled build (no plugin fetched from a CDN), when the write key and
 * data plane URL are valid; otherwise warns once on the console and stays off.
 */
export function initAnalytics(fields: SiteFields): void {
  if (client) return;
  const problem = analyticsConfigProblem(fields.RUDDERSTACK_WRITE_KEY, fields.RUDDERSTACK_DATA_PLANE_URL);
  if (problem) {
    console.warn(`Analytics disabled: ${problem}.`);
    client = Promise.resolve(null);
    return;
  }
  client = import('@rudderstack/analytics-js/bundled')
    .then(({RudderAnalytics}) => {
      const analytics = new RudderAnalytics() as unknown as AnalyticsClient;
      analytics.load(fields.RUDDERSTACK_WRITE_KEY, fields.RUDDERSTACK_DATA_PLANE_URL, {
        ...(fields.RUDDERSTACK_CONFIG_URL ? {configUrl: fields.RUDDERSTACK_CONFIG_URL} : {}),
        logLevel: 'NONE',
      });
      return analytics;
    })
    .catch(() => null);
}

/** page() on each path change (called from the analytics client module). */
export function trackPage(): void {
  safely((c) => c.page());
}

/** identify(guid, traits) after sign-in; team_admin goes to analytics only (SPEC 1, 6). */
export function identifyUser(user: UserProfile): void {
  safely((c) =>
    c.identify(user.guid, {
      first_name: user.first_name,
      last_name: user.last_name,
      name: user.name,
      ...(user.email ? {email: user.email} : {}),
      created_at: user.created_at,
      crm_connected: user.crm_connected,
      team_admin: user.team_admin,
      job_role: user.job_role,
    }),
  );
}

/** group(team id, traits) after sign-in. */
export function groupTeam(team: TeamProfile): void {
  safely((c) => c.group(String(team.id), {...team}));
}
