import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/preact';
import { failThenRetry, network, refused, renderIn, stubNetwork } from '../test-support.js';
import { ProjectPage, ProjectsPage } from './projects-page.js';

vi.mock('../api.js', () => import('../test-support.js').then((module) => module.apiModule()));
stubNetwork();

const project = { id: '3', title: 'Hotel Rotana', description: 'Three hundred amber jars with their logo.', image: 'https://cdn.example/p3.jpg', images: [{ id: '1', url: 'https://cdn.example/p3-1.jpg' }] };

describe('ProjectsPage', () => {
  it('loads, shows a failure with a retry that works, then every project linking to its page', async () => {
    await failThenRetry(<ProjectsPage />, 'Projects', () => ({ data: { projects: [project] } }));
    expect((await screen.findByRole('link', { name: 'Hotel Rotana' })).getAttribute('href')).toBe('/projects/3');
    expect(screen.getByText('Three hundred amber jars with their logo.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Calculate price and order' }).getAttribute('href')).toBe('/whitelabel/request');
  });

  it('says when there is no project yet', async () => {
    network.answers.Projects = () => ({ data: { projects: [] } });
    await renderIn(<ProjectsPage />);
    expect(await screen.findByText('No projects yet.')).toBeTruthy();
  });
});

describe('ProjectPage', () => {
  it('shows a project with its pictures, after a failure and its retry', async () => {
    await failThenRetry(<ProjectPage id="3" />, 'ProjectDetails', () => ({ data: { project } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel Rotana' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Hotel Rotana 1' })).toBeTruthy();
    expect(network.sent.at(-1)).toEqual({ operation: 'ProjectDetails', variables: { id: '3' } });
  });

  it('says a project that does not exist is not found, and links the others', async () => {
    network.answers.ProjectDetails = () => refused('not.found', 'NOT_FOUND');
    await renderIn(<ProjectPage id="99" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All projects' }).getAttribute('href')).toBe('/whitelabel/projects');
  });

  it('works in Arabic, right to left', async () => {
    network.answers.ProjectDetails = () => ({ data: { project: { ...project, title: 'فندق روتانا' } } });
    await renderIn(<ProjectPage id="3" />, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'فندق روتانا' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'كل المشاريع' })).toBeTruthy();
  });
});
