import { graphql } from '../graphql.js';

/** Everything the home page shows besides products (SPEC §2 Home, §4 start-up). */
export const HomeContent = /* @__PURE__ */ graphql(`
  query HomeContent {
    banner { title link bgColor textColor image }
    sliders { id title subtitle description image linkOne linkTwo buttonOne buttonTwo color }
    texts { id type title subtitle description image link video images { id url } }
    valueBoxes { id title description image }
  }
`);

/** The footer's and contact page's contact details and social links (SPEC §2 Shared chrome). */
export const ContactDetails = /* @__PURE__ */ graphql(`
  query ContactDetails {
    contact { id type value }
    socialMedia { id title url }
  }
`);

/** One page of news (SPEC §9: 6 a page by default). */
export const NewsList = /* @__PURE__ */ graphql(`
  query NewsList($page: Int, $first: Int) {
    allNews(page: $page, first: $first) {
      paginatorInfo { currentPage lastPage perPage total count hasMorePages }
      data { id title description date image }
    }
  }
`);

/** One news item with its gallery. */
export const NewsDetails = /* @__PURE__ */ graphql(`
  query NewsDetails($id: ID!) {
    news(id: $id) { id title description date image images { id url } }
  }
`);

/** Every white-label project. */
export const Projects = /* @__PURE__ */ graphql(`
  query Projects {
    projects { id title description image }
  }
`);

/** One project with its gallery. */
export const ProjectDetails = /* @__PURE__ */ graphql(`
  query ProjectDetails($id: ID!) {
    project(id: $id) { id title description image images { id url } }
  }
`);

/** Every event, soonest first. */
export const Events = /* @__PURE__ */ graphql(`
  query Events {
    events { id title description date image }
  }
`);

/** One event. */
export const EventDetails = /* @__PURE__ */ graphql(`
  query EventDetails($id: ID!) {
    event(id: $id) { id title description date image }
  }
`);

/** The privacy policy (SPEC §2 /privacypolicy). */
export const PrivacyPolicy = /* @__PURE__ */ graphql(`
  query PrivacyPolicy {
    privacyPolicy { id title content }
  }
`);

/** The terms (SPEC §2 /terms). */
export const Terms = /* @__PURE__ */ graphql(`
  query Terms {
    terms { id title content }
  }
`);

/** The texts of the information pages (who we are, our story, founder) and the home page's cards. */
export const PageTexts = /* @__PURE__ */ graphql(`
  query PageTexts {
    texts { id type title subtitle description image link video images { id url } }
  }
`);
