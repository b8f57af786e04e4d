/**
 * A valibot issue as the words a refusal or an error shows: `field.path: message`, or the message alone
 * when the issue is about the whole value. Every reader of outside input (room and lobby messages,
 * stored games, the HTTP API, save parts) names the field the same way through this one function.
 */
import type * as v from 'valibot';

/** The first issue of a failed parse, as `field.path: message`. */
export function issueText(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'not what was expected';
  const path = issue.path?.map((item) => String(item.key)).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}
