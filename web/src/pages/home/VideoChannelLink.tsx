import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { QueryCell } from '../../components/QueryCell';

const HomeSiteSettingsQuery = graphql(`
  query HomeSiteSettingsQuery {
    siteSettings {
      videoChannelUrl
    }
  }
`);

/** The link to the video channel admins set; nothing while none is set, nor while it loads. */
export function VideoChannelLink() {
  const result = useQuery(HomeSiteSettingsQuery);
  return (
    <QueryCell result={result} loading={null} isEmpty={(data) => !data.siteSettings.videoChannelUrl}>
      {({ siteSettings }) => (
        <section className="section video-channel" aria-labelledby="video-channel-heading">
          <h2 id="video-channel-heading">Watch More Poems</h2>
          <p>Performances, behind-the-scenes and slam nights on our video channel.</p>
          <a className="button button--secondary" href={siteSettings.videoChannelUrl ?? undefined} target="_blank" rel="noopener noreferrer">
            Visit Our Video Channel
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </section>
      )}
    </QueryCell>
  );
}
