import { ApiError, request } from './api';
import { graphql } from './__generated__';
import { h } from './dom';

const PhoneRunningShowsQuery = graphql(`
  query PhoneRunningShowsQuery {
    runningLiveShows {
      topicId
      topic {
        title
      }
      round {
        number
        open
      }
    }
  }
`);

/** The phone page of a topic's night, keeping the rest of the address (a join code) as it was. */
export function votePath(topicId: string, search = ''): string {
  return `/live/${encodeURIComponent(topicId)}/vote${search}`;
}

/**
 * The short address the projector prints, /live: straight on to the one night running, or a list
 * when several run, or a friendly word when none does. Resolves with the topic to show, if any.
 */
export async function chooseNight(main: HTMLElement): Promise<string | undefined> {
  let shows;
  try {
    ({ runningLiveShows: shows } = await request(PhoneRunningShowsQuery, {}));
  } catch (error) {
    main.replaceChildren(h('div', { class: 'notice' }, h('h1', {}, error instanceof ApiError ? error.message : String(error))));
    return undefined;
  }
  const [only, ...others] = shows;
  if (only && others.length === 0) {
    window.history.replaceState(window.history.state, '', votePath(only.topicId, window.location.search));
    return only.topicId;
  }
  if (!only) {
    main.replaceChildren(
      h(
        'div',
        { class: 'notice' },
        h('h1', {}, 'No slam is running right now'),
        h('p', {}, 'When a host starts a slam night, this page lets you vote from your seat. Until then, the poems are waiting for your votes.'),
        h('a', { class: 'button button--primary button--block', href: '/voting' }, 'Vote on the poems'),
      ),
    );
    return undefined;
  }
  main.replaceChildren(
    h('p', { class: 'eyebrow' }, 'Slam night'),
    h('h1', {}, 'Which slam are you at?'),
    h(
      'ul',
      { class: 'night-list' },
      ...shows.map((show) =>
        h(
          'li',
          {},
          h(
            'a',
            { class: 'night-link', href: votePath(show.topicId, window.location.search) },
            h('span', { class: 'night-title' }, show.topic.title),
            h('span', { class: 'night-round' }, show.round?.open ? `Round ${show.round.number} is open` : 'Between rounds'),
          ),
        ),
      ),
    ),
  );
  return undefined;
}
