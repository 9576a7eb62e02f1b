import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appRouter } from '@samity/api';
import { type Lang, monthBookFirstPageInput } from '@samity/domain';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_VARY, requestLanguage, withLanguage } from '../car-pages/page-language';
import type { ApiContextFactory } from '../plugins/context';
import { pageHtmlFor } from '../plugins/route-preloads';
import { financeMonthlyContent } from './finance-monthly';
import { memberDashboardContent } from './member-dashboard';
import { jsonForScript, MissingText, readSignedInTexts, type SignedInTexts } from './texts';

/** An answer the page's React Query hooks are seeded with (apps/web/src/lib/served-data.ts). */
interface Served {
  path: string;
  input?: unknown;
  data: unknown;
  /** A session check, which the layout asks again on arrival anyway: its preload stays in the head. */
  asksAgain?: true;
}

/** What a signed-in page writes: its first content and the answers it was written from; null for none. */
type Writer = (
  caller: ReturnType<typeof appRouter.createCaller>,
  texts: SignedInTexts,
  lang: Lang,
  now: number,
) => Promise<{ content: string; served: Served[] } | null>;

/**
 * The member's dues on /MemberDashboard, from the procedures the page itself calls (so with their gates:
 * the session's member, never one named in the address); none while the password is still the initial one
 * (the page then shows only the form to change it).
 */
const memberDashboard: Writer = async (caller, texts, lang) => {
  const me = await caller.auth.member.me();
  if (!me.authenticated || !me.member || me.member.password_is_initial) return null;
  const [debts, messages, enquiries] = await Promise.all([
    caller.member.statements.get({}),
    caller.member.notifications.unreadCount(),
    caller.member.enquiries.unreadCount(),
  ]);
  const content = memberDashboardContent(
    { member: me.member, debts, unreadMessages: messages.unread, unreadEnquiries: enquiries.unread },
    texts,
    lang,
  );
  return {
    content,
    served: [
      { path: 'auth.member.me', data: me, asksAgain: true },
      { path: 'member.statements.get', data: debts },
      { path: 'member.notifications.unreadCount', data: messages },
      { path: 'member.enquiries.unreadCount', data: enquiries },
    ],
  };
};

/**
 * The current month's book on /FinancialMonthly, through finance.monthly.list: its gate decides who may see
 * it (an admin of the monthly area, in a session; a temporary password is refused there too).
 */
const financeMonthly: Writer = async (caller, texts, lang, now) => {
  const admin = await caller.auth.admin.checkRemembered();
  if (!('privilege' in admin) || admin.must_change_password) return null;
  const input = monthBookFirstPageInput(now);
  const book = await caller.finance.monthly.list(input);
  const content = financeMonthlyContent({ admin, month: input.month, book }, texts, lang);
  if (content === null) return null;
  return {
    content,
    served: [
      { path: 'auth.admin.checkRemembered', data: admin, asksAgain: true },
      { path: 'finance.monthly.list', input, data: book },
    ],
  };
};

const PAGES: Readonly<Record<string, Writer>> = {
  '/MemberDashboard': memberDashboard,
  '/FinancialMonthly': financeMonthly,
};

/**
 * Two signed-in pages whose first screen the server writes into index.html, as the car page and the home
 * page do for everyone (docs/decisions/023-first-content-for-signed-in-pages.md): the member's dues and the
 * month's book, painted from the HTML before the entry script has arrived, with the answers they were written
 * from handed to React Query. Anyone the page's procedures would refuse, an address with any parameter but
 * ?lang (another month, a payment's result), or a build without the texts gets index.html as every page does.
 * Either way the answer depends on the cookie and may hold a person's data: never stored by any cache.
 */
export function registerSignedInPages(
  app: FastifyInstance,
  deps: { webDistDir: string; createContext: ApiContextFactory },
): void {
  const indexPath = join(deps.webDistDir, 'index.html');
  if (!existsSync(indexPath)) return; // the web app's own handler answers 503 for every page
  const pageHtml = pageHtmlFor(deps.webDistDir, readFileSync(indexPath, 'utf8'));
  const texts = readSignedInTexts(deps.webDistDir);

  for (const [path, write] of Object.entries(PAGES)) {
    app.get(path, async (request, reply) => {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      const plain = pageHtml(path, search);
      const { lang } = requestLanguage(request);
      const page = texts && onlyLanguage(search) ? await written(request, reply, write, texts, lang) : null;
      return reply
        .header('cache-control', 'no-store, private')
        .header('vary', LANGUAGE_VARY)
        .type('text/html; charset=utf-8')
        .send(page ? withSignedInContent(plain, page.content, page.served, lang) : withLanguage(plain, lang));
    });
  }

  async function written(
    request: FastifyRequest,
    reply: FastifyReply,
    write: Writer,
    all: SignedInTexts,
    lang: Lang,
  ) {
    const ctx = deps.createContext({ req: request, res: reply });
    try {
      const page = await write(appRouter.createCaller(ctx), all, lang, ctx.now().getTime());
      return page;
    } catch (error) {
      // Refused by a procedure's gate (no session, another privilege): the page as for anyone.
      if (error instanceof TRPCError && (error.code === 'UNAUTHORIZED' || error.code === 'FORBIDDEN'))
        return null;
      // Anything else (a text the build lacks, the database) costs the first content, never the page.
      request.log.warn(
        { err: error, missingText: error instanceof MissingText },
        'first content not written',
      );
      return null;
    }
  }
}

/** Whether the address carries no parameter but ?lang (the page the server writes is the plain one). */
function onlyLanguage(search: string): boolean {
  return [...new URLSearchParams(search).keys()].every((key) => key === 'lang');
}

/**
 * index.html with the page's content in place of the static header frame, the answers before the root and
 * the document in the page's language. The content needs every stylesheet of the page before it paints (or it
 * would paint unstyled and move), and on a slow line those are a few KB queued behind the entry script and a
 * dozen module preloads: so they are linked first in the head, ahead of every script, where the browser asks
 * for them first. The page's data preloads go (it has its data, seeded from `served`), but for the session
 * check, which the layout asks again on arrival. An index.html without the frame is sent as it is.
 */
function withSignedInContent(html: string, content: string, served: Served[], lang: Lang): string {
  const shell = /<div id="root"><header class="site-header">[\s\S]*?<\/header><\/div>/;
  if (!shell.test(html)) return html;
  const styles: string[] = [];
  const keep = (href: string) => {
    styles.push(`<link rel="stylesheet" crossorigin href="${href}">`);
    return '';
  };
  const head = html
    .replace(/<link rel="preload" as="style" crossorigin href="([^"]+)">/g, (_whole, href: string) =>
      keep(href),
    )
    .replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_whole, href: string) => keep(href))
    .replace(
      /<link rel="preload" as="fetch" crossorigin href="\/trpc\/([\w.]+)[^"]*">/g,
      (whole, path: string) =>
        served.some((answer) => answer.path === path && !answer.asksAgain) ? '' : whole,
    );
  const firstScript = head.search(/<script type="module"/);
  const ordered =
    firstScript < 0
      ? head.replace('</head>', () => `${styles.join('')}</head>`)
      : `${head.slice(0, firstScript)}${styles.join('')}${head.slice(firstScript)}`;
  return ordered
    .replace(
      shell,
      () =>
        `<script type="application/json" id="served-data">${jsonForScript(served.map(({ asksAgain: _, ...answer }) => answer))}</script><div id="root">${content}</div>`,
    )
    .replace(/<html(\s[^>]*)?>/i, (tag) => withLanguage(tag, lang));
}
