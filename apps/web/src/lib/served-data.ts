import type { QueryClient } from '@tanstack/react-query';

/**
 * The id of the <script type="application/json"> in which the server hands over the answers it wrote a
 * signed-in page's first content from (apps/server/src/first-content/): the session check and the page's
 * first data, each under its procedure's path and input.
 */
export const SERVED_DATA_ID = 'served-data';

interface ServedAnswer {
  path: string;
  input?: unknown;
  data: unknown;
}

/**
 * Puts the server's answers in the query cache under the keys tRPC's hooks use ([path parts], {input?,
 * type: 'query'}; a POST read through usePostRead has the same key without input), so the page renders
 * its data at once, over the served content, instead of a spinner, and does not ask for it again before it
 * is stale. Read once, at start; the element is removed so it is never read for a later page.
 */
export function seedServedData(client: QueryClient): QueryClient {
  if (typeof document === 'undefined') return client;
  const element = document.getElementById(SERVED_DATA_ID);
  if (!element) return client;
  element.remove();
  let answers: ServedAnswer[];
  try {
    answers = JSON.parse(element.textContent ?? '[]');
  } catch {
    return client;
  }
  for (const { path, input, data } of Array.isArray(answers) ? answers : []) {
    if (typeof path !== 'string' || data === undefined) continue;
    const key = input === undefined ? { type: 'query' } : { input, type: 'query' };
    client.setQueryData([path.split('.'), key], data);
  }
  return client;
}
