import { contentOperations } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { publicClient } from '../api.js';

// Pictures come from the server: only web addresses are shown (SECURITY E1).
const picture = (url: string) => (/^https?:\/\//i.test(url) || url.startsWith('/') ? url : undefined);

function Loading({ error, retry }: { error?: string; retry: () => void }) {
  const { t } = useI18n();
  if (!error) return <p role="status" aria-busy="true">{t('whitelabel.loading')}</p>;
  return (
    <>
      <p role="alert">{t(error)}</p>
      <button type="button" className="button" onClick={retry}>
        {t('common.retry')}
      </button>
    </>
  );
}

/** /whitelabel/projects (SPEC §2): the white-label projects done for other brands, each linking to /projects/{id}. */
export function ProjectsPage() {
  const { t, lang } = useI18n();
  const query = useQuery(publicClient, contentOperations.Projects, {}, lang);
  const projects = query.data?.projects;
  return (
    <div className="container projects-page">
      <h1>{t('whitelabel.projects')}</h1>
      <p className="page-intro">{t('whitelabel.projectsIntro')}</p>
      {!projects ? (
        <Loading error={query.error} retry={query.retry} />
      ) : projects.length === 0 ? (
        <p>{t('whitelabel.projectsEmpty')}</p>
      ) : (
        <ul className="project-list">
          {projects.map((project) => (
            <li key={project.id} className="project-card">
              <img src={picture(project.image)} alt="" width={320} height={240} loading="lazy" />
              <h2>
                <a href={`/projects/${encodeURIComponent(project.id)}`}>{project.title}</a>
              </h2>
              <p>{project.description}</p>
            </li>
          ))}
        </ul>
      )}
      <p>
        <a className="button" href="/whitelabel/request">
          {t('whitelabel.promoButton')}
        </a>
      </p>
    </div>
  );
}

/** /projects/{id} (SPEC §2): one project with its gallery. */
export function ProjectPage({ id }: { id: string }) {
  const { t, lang } = useI18n();
  const query = useQuery(publicClient, contentOperations.ProjectDetails, { id }, lang);
  const project = query.data?.project;
  if (!project) {
    return (
      <div className="container project-page">
        {query.error === 'errors.notFound' ? <h1>{t('pageNotFound')}</h1> : <Loading error={query.error} retry={query.retry} />}
        <p>
          <a href="/whitelabel/projects">{t('whitelabel.projectBack')}</a>
        </p>
      </div>
    );
  }
  return (
    <div className="container project-page">
      <p>
        <a href="/whitelabel/projects">{t('whitelabel.projectBack')}</a>
      </p>
      <h1>{project.title}</h1>
      <img className="project-picture" src={picture(project.image)} alt={project.title} width={640} height={480} />
      <p>{project.description}</p>
      {project.images.length > 0 && (
        <ul className="project-gallery">
          {project.images.map((image, index) => (
            <li key={image.id}>
              <img src={picture(image.url)} alt={`${project.title} ${index + 1}`} width={320} height={240} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      <p>
        <a className="button" href="/whitelabel/request">
          {t('whitelabel.promoButton')}
        </a>
      </p>
    </div>
  );
}
