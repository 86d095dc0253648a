import { contentOperations } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { publicClient } from '../api.js';
import { usePageMeta } from '../frame/page-meta.js';
import { paragraphs } from './paragraphs.js';
import { QueryStatus } from '../frame/query-status.js';

type Legal = { title: string; content: string } | undefined;

function LegalText({ kind, page, error, retry }: { kind: 'terms' | 'privacypolicy'; page: Legal; error?: string; retry: () => void }) {
  const { t } = useI18n();
  usePageMeta(page?.title ?? t(`siteNav.${kind}`), t(`infoPage.description.${kind}`));
  return (
    <article className="container narrow info-page">
      {page ? (
        <>
          <h1>{page.title}</h1>
          {paragraphs(page.content).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </>
      ) : (
        <QueryStatus error={error} retry={retry} />
      )}
    </article>
  );
}

/** /terms (SPEC §2): the title and the text as paragraphs. */
export function TermsPage() {
  const { lang } = useI18n();
  const query = useQuery(publicClient, contentOperations.Terms, {}, lang);
  return <LegalText kind="terms" page={query.data?.terms} error={query.error} retry={query.retry} />;
}

/** /privacypolicy (SPEC §2): the title and the text as paragraphs. */
export function PrivacyPolicyPage() {
  const { lang } = useI18n();
  const query = useQuery(publicClient, contentOperations.PrivacyPolicy, {}, lang);
  return <LegalText kind="privacypolicy" page={query.data?.privacyPolicy} error={query.error} retry={query.retry} />;
}
