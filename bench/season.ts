/**
 * A season for the benchmarks, seeded in bulk with generate_series on PostgreSQL: voters who signed
 * up over 45 days (one in ten never verified; 2% vote from a campus address, a quarter share a
 * household address with two others, the rest have their own), approved poems spread over active
 * topics, each by its own poet among the voters, with transcripts of a spoken poem's length, and
 * votes spread evenly over the poems (each voter votes for distinct poems).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../server/db/client';

export interface SeasonSize {
  voters: number;
  poems: number;
  topics: number;
  votes: number;
}

/** One of these words is in every poem's transcript, poem p's being SEASON_WORDS[p % 5]: a search for one finds a fifth of a topic. */
export const SEASON_WORDS = ['river', 'salt', 'mother', 'thunder', 'bread'] as const;

/** The one row `query` returns; throws when it returns none. */
export async function selectOne<T>(db: Queryable, query: SQL): Promise<T> {
  const { rows } = (await db.execute(query)) as unknown as { rows: T[] };
  if (!rows[0]) throw new Error('bench seed: expected a row');
  return rows[0];
}

/**
 * Seeds the season in one transaction, without the server's statement timeout, which bulk inserts
 * outlast. `plant` runs in it after the votes, before each poem's vote count is tallied, and may use
 * the temporary tables bench_voters (id, n, created_at) and bench_poems (id, n); its result is returned.
 */
export async function seedSeason(db: Database, size: SeasonSize): Promise<void>;
export async function seedSeason<T>(db: Database, size: SeasonSize, plant: (tx: Queryable) => Promise<T>): Promise<T>;
export async function seedSeason<T>(db: Database, size: SeasonSize, plant?: (tx: Queryable) => Promise<T>): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`
      insert into topics (title, active, created_at)
      select 'Season topic ' || t, true, now() - interval '31 days' from generate_series(1, ${size.topics}) t`);
    await tx.execute(sql`
      insert into users (name, email, email_canonical, email_verified_at, terms_accepted_at, created_at)
      select 'Voter ' || u, 'voter' || u || '@example.com', 'voter' || u || '@example.com',
             case when u % 10 = 0 then null else now() end, now(), now() - random() * interval '45 days'
        from generate_series(0, ${size.voters - 1}) u`);
    await tx.execute(sql`create temporary table bench_voters on commit drop as
      select id, row_number() over (order by email) - 1 as n, created_at from users where email like 'voter%@example.com'`);
    await tx.execute(sql`create index on bench_voters (n)`);
    // Poem p is by voter 5p (a poet of their own while there are voters enough), on topic p mod topics.
    await tx.execute(sql`
      insert into submissions (user_id, title, transcript, topic_id, topic_title, status, video_key, file_name, file_size, file_type,
                               processing_state, submitted_at, reviewed_at)
      select v.id, 'Poem ' || p,
             'A poem about the ' || (string_to_array(${SEASON_WORDS.join(',')}, ','))[p % ${SEASON_WORDS.length} + 1] || '. '
               || repeat('Every line of it is spoken out loud, slowly, to a room that listens. ', 20),
             t.id, t.title, 'approved', 'bench/' || p, 'poem.mp4', 1, 'video/mp4', 'ready',
             now() - interval '31 days', now() - interval '30 days' + (p % 48) * interval '1 hour'
        from generate_series(0, ${size.poems - 1}) p
        join bench_voters v on v.n = (5 * p) % ${size.voters}
        join (select id, title, row_number() over (order by title) - 1 as n from topics where title like 'Season topic %') t on t.n = p % ${size.topics}`);
    await tx.execute(sql`create temporary table bench_poems on commit drop as
      select id, row_number() over (order by title) - 1 as n from submissions where title like 'Poem %'`);
    await tx.execute(sql`create index on bench_poems (n)`);
    // Voter u's j-th vote goes to poem (7u + 39j) mod poems: distinct poems for each voter, votes / poems
    // votes a poem, each at a random moment between the voter's sign-up (or the season's start) and now.
    await tx.execute(sql`
      insert into votes (poem_id, user_id, created_at, ip_hash)
      select p.id, v.id, greatest(v.created_at, now() - interval '30 days') + random() * (now() - greatest(v.created_at, now() - interval '30 days')),
             case when v.n % 50 = 0 then md5('campus')
                  when v.n % 4 = 1 then md5('home' || (v.n / 3))
                  else md5('voter' || v.n) end
        from generate_series(0, ${size.votes - 1}) g
        join bench_voters v on v.n = g % ${size.voters}
        join bench_poems p on p.n = (7 * (g % ${size.voters}) + 39 * (g / ${size.voters})) % ${size.poems}`);
    const planted = plant ? await plant(tx) : undefined;
    await tx.execute(sql`
      update submissions s set vote_count = least(500, c.n)
        from (select poem_id, count(*) as n from votes group by poem_id) c where c.poem_id = s.id`);
    await tx.execute(sql`analyze`);
    return planted;
  });
}
