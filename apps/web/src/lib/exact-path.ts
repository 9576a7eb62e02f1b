/**
 * The route patterns' parser for wouter (`<Router parser>`): a page's path matches only in its own case
 * ('/Stocklist', not '/stocklist'), where wouter's default parser ignores case. A path in another case is
 * not found by the table and reaches its page through CaseRedirect, which puts the page's own address in
 * the address bar (one address per page for bookmarks and search engines).
 *
 * Patterns are the route table's: literal segments, ':name' for a parameter, '*' for the rest of the path.
 * A trailing slash is allowed, as before. With `loose` (wouter's nested routes) the pattern matches a prefix.
 */
export function exactPath(route: string, loose?: boolean): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = route
    .split('/')
    .map((segment) => {
      if (segment === '*') {
        keys.push('*');
        return '(.*)';
      }
      if (segment.startsWith(':')) {
        keys.push(segment.slice(1));
        return '([^/]+?)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { pattern: new RegExp(`^${source}${loose ? '(?=$|/)' : '/?$'}`), keys };
}

/** A pattern for one of several exact paths (an area's pages), for a route that holds the area's layout. */
export function oneOf(paths: readonly string[]): RegExp {
  const escaped = paths.map((path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^(?:${escaped.join('|')})/?$`);
}
