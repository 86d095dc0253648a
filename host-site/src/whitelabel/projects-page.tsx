import { contentOperations } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { publicClient } from '../api.js';
import { QueryStatus } from '../frame/query-status.js';
import { paragraphs, webUrl } from '../info/paragraphs.js';
import { useLocalPath } from '../local-path.js';
import { usePageMeta } from '../frame/page-meta.js';

/** /whitelabel/projects (SPEC §2): the white-label projects done for other brands, each linking to /projects/{id}. */
export function ProjectsPage() {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const query = useQuery(publicClient, contentOperations.Projects, {}, lang);
  const projects = query.data?.projects;
  usePageMeta(t('whitelabel.projects'), t('infoPage.description.projects'));
  return (
    <div className="container projects-page">
      <h1>{t('whitelabel.projects')}</h1>
      <p className="page-intro">{t('whitelabel.projectsIntro')}</p>
      {!projects ? (
        <QueryStatus error={query.error} retry={query.retry} />
      ) : projects.length === 0 ? (
        <p>{t('whitelabel.projectsEmpty')}</p>
      ) : (
        <ul className="project-list">
          {projects.map((project) => (
            <li key={project.id} className="project-card">
              <img src={webUrl(project.image)} alt="" width={320} height={240} loading="lazy" />
              <h2>
                <a href={to(`/projects/${encodeURIComponent(project.id)}`)}>{project.title}</a>
              </h2>
              <p>{project.description}</p>
            </li>
          ))}
        </ul>
      )}
      <ProjectsLink path="/whitelabel/request" label="siteNav.whitelabelPromoButton" button />
    </div>
  );
}

/** /projects/{id} (SPEC §2): one project with its gallery. */
export function ProjectPage({ id }: { id: string }) {
  const { t, lang } = useI18n();
  const query = useQuery(publicClient, contentOperations.ProjectDetails, { id }, lang);
  const project = query.data?.project;
  usePageMeta(project?.title ?? t('whitelabel.projects'), project ? paragraphs(project.description)[0]?.slice(0, 160) : t('infoPage.description.projects'));
  if (!project) {
    return (
      <div className="container project-page">
        <QueryStatus error={query.error} retry={query.retry} />
        <ProjectsLink path="/whitelabel/projects" label="whitelabel.projectBack" />
      </div>
    );
  }
  return (
    <div className="container project-page">
      <ProjectsLink path="/whitelabel/projects" label="whitelabel.projectBack" />
      <h1>{project.title}</h1>
      <img className="project-picture" src={webUrl(project.image)} alt={project.title} width={640} height={480} />
      <p>{project.description}</p>
      {project.images.length > 0 && (
        <ul className="project-gallery">
          {project.images.map((image, index) => (
            <li key={image.id}>
              <img src={webUrl(image.url)} alt={`${project.title} ${index + 1}`} width={320} height={240} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      <ProjectsLink path="/whitelabel/request" label="siteNav.whitelabelPromoButton" button />
    </div>
  );
}

/** A link of the projects pages on a line of its own: to ask for one's own labelled candles, or back to the list. */
function ProjectsLink({ path, label, button = false }: { path: string; label: string; button?: boolean }) {
  const to = useLocalPath();
  const { t } = useI18n();
  return (
    <p>
      <a className={button ? 'button' : undefined} href={to(path)}>
        {t(label)}
      </a>
    </p>
  );
}
