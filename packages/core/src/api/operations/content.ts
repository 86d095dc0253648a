import { graphql } from '../graphql.js';

/** Everything the home page shows besides products (SPEC §2 Home, §4 start-up). */
export const HomeContent = graphql(`
  query HomeContent {
    banner { title link bgColor textColor image }
    sliders { id title subtitle description image linkOne linkTwo buttonOne buttonTwo color }
    texts { id type title subtitle description image link video images { id url } }
    valueBoxes { id title description image }
  }
`);

/** The footer's and contact page's contact details and social links (SPEC §2 Shared chrome). */
export const ContactDetails = graphql(`
  query ContactDetails {
    contact { id type value }
    socialMedia { id title url }
  }
`);

/** One page of news (SPEC §9: 6 a page by default). */
export const NewsList = graphql(`
  query NewsList($page: Int, $first: Int) {
    allNews(page: $page, first: $first) {
      paginatorInfo { currentPage lastPage perPage total count hasMorePages }
      data { id title description date image }
    }
  }
`);

/** One news item with its gallery. */
export const NewsDetails = graphql(`
  query NewsDetails($id: ID!) {
    news(id: $id) { id title description date image images { id url } }
  }
`);

/** Every white-label project. */
export const Projects = graphql(`
  query Projects {
    projects { id title description image }
  }
`);

/** One project with its gallery. */
export const ProjectDetails = graphql(`
  query ProjectDetails($id: ID!) {
    project(id: $id) { id title description image images { id url } }
  }
`);

/** Every event, soonest first. */
export const Events = graphql(`
  query Events {
    events { id title description date image }
  }
`);

/** One event. */
export const EventDetails = graphql(`
  query EventDetails($id: ID!) {
    event(id: $id) { id title description date image }
  }
`);

/** The privacy policy (SPEC §2 /privacypolicy). */
export const PrivacyPolicy = graphql(`
  query PrivacyPolicy {
    privacyPolicy { id title content }
  }
`);

/** The terms (SPEC §2 /terms). */
export const Terms = graphql(`
  query Terms {
    terms { id title content }
  }
`);
