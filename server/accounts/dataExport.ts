import { asc, eq, inArray, sql } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import type { Queryable } from '../db/client';
import { mailMessages, rewards, sessions, submissionEvents, submissions, votes, type UserRow } from '../db/schema';
import type { MediaStore } from '../media/store';
import { withoutLinkTokens } from '../mail/outbox';
import { bankDetailsOf, maskAccountNumber } from '../rewards/bankDetails';
import { formatCents } from '../rewards/money';
import type { BankKeyring } from '../security/keys';

const README = `Your data from Spoken
=====================

This download holds what Spoken keeps about you, as it stood when you downloaded it.
Times are in UTC (ISO 8601). Amounts are in South African rand.

account.json      Your account: name, public name, email, sign-in method, settings, poem counts,
                  your sessions (when each began and ended, and the browser that opened it) and
                  your saved bank details, with the account number masked to its last digits.
submissions.json  Every poem you submitted: title, transcript, topic, beat, status, reviewers'
                  feedback, votes, and its history. "video" names its file in videos/.
videos/           The videos as you uploaded them, one per poem (the smaller copies made for
                  playback are made from these).
votes.json        The poems you voted for, and when. A vote an admin voided is marked so.
rewards.json      Your rewards and payments: amount, status, and for a payment the bank and the
                  masked account it went to.
mails.json        The mail Spoken sent to your address. Sign-in and reset links are removed: they
                  could still work.

What is not here: your password (Spoken keeps only a one-way hash of it), and the keyed hashes of
network addresses kept with votes and rate limits, which name no address.
Questions: see the Privacy page on Spoken.
`;

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/** What a poet's videos are called in the zip: videos/<submission id>.<the upload's extension>. */
function videoPathOf(submission: { id: string; videoKey: string }): string {
  return `videos/${submission.id}${submission.videoKey.slice(submission.videoKey.lastIndexOf('.'))}`;
}

interface ExportSources {
  db: Queryable;
  media: MediaStore;
  bankKeys: BankKeyring;
}

/**
 * A zip of everything Spoken keeps about `user`, for them (POPIA section 23): JSON files and their
 * original videos. The JSON is read first; the videos are streamed from the media store one after
 * the other as the zip is read, so memory stays flat however large they are. Read `outputStream`.
 */
export async function exportAccountData({ db, media, bankKeys }: ExportSources, user: UserRow): Promise<ZipFile> {
  const userId = user.id;
  const [ownSessions, ownSubmissions, ownVotes, ownRewards, mails, bank] = await Promise.all([
    db.select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt, userAgent: sessions.userAgent }).from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt)),
    db.select().from(submissions).where(eq(submissions.userId, userId)).orderBy(asc(submissions.submittedAt)),
    db
      .select({ poemId: votes.poemId, poemTitle: submissions.title, topic: submissions.topicTitle, votedAt: votes.createdAt, voided: sql<boolean>`${votes.voidingId} is not null` })
      .from(votes)
      .innerJoin(submissions, eq(submissions.id, votes.poemId))
      .where(eq(votes.userId, userId))
      .orderBy(asc(votes.createdAt)),
    db
      .select({ reward: rewards, poemTitle: submissions.title })
      .from(rewards)
      .innerJoin(submissions, eq(submissions.id, rewards.submissionId))
      .where(eq(rewards.userId, userId))
      .orderBy(asc(rewards.createdAt)),
    db
      .select({ subject: mailMessages.subject, text: mailMessages.text, queuedAt: mailMessages.createdAt, sentAt: mailMessages.sentAt })
      .from(mailMessages)
      .where(sql`lower(${mailMessages.toAddress}) = lower(${user.email})`)
      .orderBy(asc(mailMessages.createdAt)),
    bankDetailsOf(db, bankKeys, [userId]).then((found) => found.get(userId)),
  ]);
  const history =
    ownSubmissions.length === 0
      ? []
      : await db
          .select({ submissionId: submissionEvents.submissionId, kind: submissionEvents.kind, detail: submissionEvents.detail, at: submissionEvents.createdAt })
          .from(submissionEvents)
          .where(inArray(submissionEvents.submissionId, ownSubmissions.map((submission) => submission.id)))
          .orderBy(asc(submissionEvents.createdAt));
  const videos = await Promise.all(ownSubmissions.map(async (submission) => ({ submission, stored: await media.stat(submission.videoKey) })));

  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(README), 'README.txt');
  zip.addBuffer(
    json({
      id: user.id,
      name: user.name,
      publicName: user.publicName,
      email: user.email,
      emailVerifiedAt: user.emailVerifiedAt,
      signsInWith: [...(user.passwordHash ? ['password'] : []), ...(user.googleAuth ? ['Google'] : [])],
      role: user.role,
      preferredVideoQuality: user.preferredVideoQuality,
      autoPlay: user.autoPlay,
      poemsSubmitted: user.poemsSubmitted,
      poemsAccepted: user.poemsAccepted,
      poemsRejected: user.poemsRejected,
      termsAcceptedAt: user.termsAcceptedAt,
      createdAt: user.createdAt,
      lastLogin: user.lastLogin,
      sessions: ownSessions,
      bankDetails: bank
        ? { bankName: bank.bankName, accountType: bank.accountType, accountNumber: maskAccountNumber(bank.accountNumber), accountHolder: bank.accountHolder, updatedAt: bank.updatedAt }
        : null,
    }),
    'account.json',
  );
  zip.addBuffer(
    json(
      videos.map(({ submission, stored }) => ({
        id: submission.id,
        title: submission.title,
        transcript: submission.transcript,
        topic: submission.topicTitle,
        beat: submission.beatTitle,
        status: submission.status,
        submittedAt: submission.submittedAt,
        reviewedAt: submission.reviewedAt,
        feedback: submission.feedback,
        takenDownAt: submission.takenDownAt,
        takenDownReason: submission.takenDownReason,
        votes: submission.voteCount,
        durationSeconds: submission.durationSeconds,
        uploadedFile: { name: submission.fileName, type: submission.fileType, bytes: submission.fileSize },
        video: stored ? videoPathOf(submission) : null,
        history: history.filter((event) => event.submissionId === submission.id).map(({ kind, detail, at }) => ({ kind, detail, at })),
      })),
    ),
    'submissions.json',
  );
  zip.addBuffer(json(ownVotes), 'votes.json');
  zip.addBuffer(
    json(
      ownRewards.map(({ reward, poemTitle }) => ({
        id: reward.id,
        kind: reward.kind,
        poem: poemTitle,
        amount: formatCents(reward.amountCents),
        status: reward.status,
        awardedAt: reward.createdAt,
        payableAt: reward.payableAt,
        paidAt: reward.paidAt,
        paidTo: reward.paidToBank ? { bankName: reward.paidToBank, accountNumber: reward.paidToAccount } : null,
        voidedAt: reward.voidedAt,
        voidReason: reward.voidReason,
      })),
    ),
    'rewards.json',
  );
  zip.addBuffer(json(mails.map((mail) => ({ ...mail, text: withoutLinkTokens(mail.text) }))), 'mails.json');
  for (const { submission, stored } of videos) {
    if (!stored) continue;
    // Opened only when the zip reaches it, and stored as it is: video does not compress.
    zip.addReadStreamLazy(videoPathOf(submission), { compress: false, size: stored.size, mtime: stored.modifiedAt }, (opened) => opened(null, media.open(submission.videoKey)));
  }
  zip.end();
  return zip;
}
