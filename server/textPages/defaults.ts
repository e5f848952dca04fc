import type { PageKey } from './pages';

// Plain text: a blank line starts a new paragraph; clients show it as text, never as HTML.
// These are written once, on a first start; after that the admins own them (Admin → Pages).

// The About screen shows this as its mission, beside its own how-it-works steps, rewards and sign-up link.
const ABOUT = `Spoken is a stage for South African spoken-word poets, and an audience that votes.

Spoken-word poetry lives in the voice: the pause before a line lands, the breath between verses, the way a room goes quiet. We built Spoken so that voice can travel further than one open-mic night, from a bedroom in Soshanguve to a stoep in the Karoo.

We are for poets who have something to say and want to be paid for saying it well; for listeners who want to hear what is being said in taxis, kitchens, lecture halls and lines at the clinic; and for the teachers and friends who want to cheer someone on.

We play fair: one vote per person per poem, no voting for your own work, and every rule checked by us rather than left to trust. You keep the rights to your poem: we show it here and, if it is accepted, may share it on our social media, which you agree to when you sign up. And the public sees your stage name, never your email address.`;

const TERMS = `Terms of Service

These terms are the agreement between you and Spoken when you use this site. Please read them; by creating an account or submitting a poem you accept them.

1. Who may use Spoken

Anyone may watch poems and read this site. To vote or submit poems you need an account, registered with a Gmail address that you have verified. You must be 18 or older, or have the consent of a parent or guardian who accepts these terms for you. One person, one account.

2. Your account

Keep your password to yourself; you are responsible for what is done with your account. Tell us at once if you think someone else has used it. We may suspend or close an account that breaks these terms, for example one used to rig votes.

3. Submitting poems

A poem you submit must be your own original work, performed by you, in English, and on the topic you submit it to. Use only the background beats Spoken supplies, or none at all: a poem over any other music may be disqualified. Do not submit anything hateful, sexually explicit, defamatory, or that shows another person without their permission. Copied or inappropriate work is rejected.

Our team reviews every submission before it is shown. We may approve or reject a poem at our discretion and will tell you why we rejected it. We may also take down an approved poem that we later find breaks these terms.

4. Your rights in your poem

You keep the copyright in your poem. By submitting it you give Spoken a non-exclusive, royalty-free licence to store it, show it on Spoken and, if it is accepted, share it on Spoken's social media channels, with credit to your stage name. This licence continues for poems that were approved even if you later delete your account; they are then credited to 'Anonymous Poet'.

5. Rewards

An approved poem earns R50. The first poem on a topic to reach 500 votes earns a further R1000. Rewards are paid by bank transfer to a South African bank account in your name that you save under Payment details; we cannot pay without it. Amounts are in South African rand. A reward earned through rule-breaking, such as fake or bought votes, may be cancelled, and a paid reward reclaimed.

6. Voting

Voting is for signed-in people only: one vote per poem, and you may vote for several poems on a topic. You may change your vote until voting on the topic closes. You cannot vote for your own poem. Votes from fake, duplicate or automated accounts are removed. When voting closes, the poem with the most votes wins the topic.

7. Using the site fairly

Do not try to break, overload or get around the security of Spoken, collect other people's information, or use scripts to vote or to watch poems.

8. Our service

We work to keep Spoken running, but we cannot promise it will always be available or free of errors. As far as the law allows, Spoken is not liable for indirect loss arising from your use of the site. Nothing in these terms limits your rights under the Consumer Protection Act or other South African law.

9. Changes

We may update these terms. When the change is significant we will say so on the site before it takes effect. Continuing to use Spoken after that means you accept the new terms.

10. Law

These terms are governed by the law of the Republic of South Africa.

Questions about these terms: see Contact us on the Help page.`;

const PRIVACY = `Privacy Policy

Spoken respects your privacy and processes personal information in line with the Protection of Personal Information Act, 2013 (POPIA). This policy explains what we collect, why, how long we keep it, and the rights you have.

What we collect

Account: your name, your Gmail address, the stage name you choose to show the public (if any), when you agreed to our terms, and your preferred video quality. Your password is never stored: we keep only a one-way hash of it. If you sign in with Google, Google confirms your name and email address to us; we never see your Google password.

Poems: the videos you submit, with their title, transcript, topic and beat, the date, and our review decision and feedback.

Votes: which poems you voted for, and a keyed hash of the network (IP) address the vote came from. The hash is a one-way fingerprint made with a secret key; it lets us spot many votes coming from one place without storing the address itself with your vote.

Payment details: your bank name, account holder, account number, account type and branch code. They are encrypted before they are stored, and only the admins who pay rewards can read them.

Technical information: a session cookie that keeps you signed in (see the Cookie Policy), and short-lived server logs, including network addresses, that we need to keep the service secure and working. To stop password guessing and abuse, we count attempts (such as sign-ins, emails asked for and uploads) per account and per network address; the counters hold only keyed hashes of the address and account, never the address itself, and are deleted within a day.

Why we collect it

To run your account and sign you in. To review your poems, show approved ones with your stage name, and count votes fairly. To pay the rewards you earn. To send you the emails the service needs, such as verifying your address and resetting your password. To prevent fraud such as vote-rigging, and to meet our legal obligations. When you register you also agree that accepted poems may be shared on our social media channels.

Who sees it

The public sees approved poems, their vote counts and your stage name (or 'Anonymous Poet'), never your email address. Our admins see account details and submissions to run the competition, and bank details only to pay rewards. We use service providers for hosting, email delivery and, if you choose it, Google sign-in; they may use your information only to provide their service to us. Advertising is loaded only if you accept cookies (see the Cookie Policy). We do not sell your personal information.

Where it is kept

If a service provider processes your information outside South Africa, we use only providers bound by protection comparable to POPIA.

How long we keep it

Account information: while your account is open. After you delete your account we keep a keyed hash of your email address (a one-way fingerprint made with a secret key, not the address itself) for 30 days, so that the same address cannot register again during that time; then it is deleted.

Sessions and links: a session ends after 30 days, or when you log out, and is then deleted within an hour. Password-reset links expire after an hour and verification links after two days; each can be used only once, and a used or expired link is deleted within two hours.

Emails we send you: once an email has been sent, any link in it that verifies your address or resets your password is removed from our copy, and our copy is deleted 30 days after it was written.

Server logs never contain your email address, your password, links from our emails or your bank details.

Poems: while your account is open; approved poems stay part of the competition record after that, credited to 'Anonymous Poet'. Payment records: as long as South African tax law requires us to keep them. Bank details: until you change them or delete your account.

Your rights

You may ask what personal information we hold about you, and have it corrected; you can change your stage name and settings yourself at any time. You may object to processing and withdraw a consent you gave.

You may delete your account yourself under Settings. Deleting it erases your name, email address, password and bank details, the poems that were never published (pending, rejected or withdrawn, videos included), and signs you out everywhere. Votes you cast on topics still open for voting are withdrawn. Your account is kept only as an anonymous record so that the competition's history stays correct: approved poems stay published as 'Anonymous Poet', votes on topics whose voting has closed (or on a poem that reached 500 votes) stay counted, and rewards already paid stay on record. The same email address can register again 30 days after the deletion.

If you are unhappy with how we handle your information, please contact us first. You also have the right to complain to the Information Regulator (South Africa), www.inforeg.org.za.

Security

Passwords are hashed, bank details are encrypted, the site is served over an encrypted connection in production, and only admins can reach account and payment information.

Children

Spoken is for people aged 18 and over. A younger poet may take part only with the consent of a parent or guardian.

Changes and contact

We will post any change to this policy here, with its date. For privacy requests or questions, see Contact us on the Help page.`;

const HELP = `Help and frequently asked questions

Getting started

How do I join?
Choose Sign Up, enter your name and a Gmail address, choose a password, and agree that accepted poems may be shared on social media. We email you a link: open it to verify your address, then log in. You can also sign up with your Google account.

Why only Gmail?
One verified Gmail address per person helps keep voting fair.

I did not get the verification email.
Check your spam folder, then ask for a new link from the login page. Links can be used once and expire.

I forgot my password.
Choose Forgot password on the login page and we will email you a link to set a new one.

Submitting a poem

How do I submit?
Choose an active topic, pick a background beat if you want one, and record your poem in the browser with Create a Poem, or upload a video from your dashboard. Add a title and a transcript, then submit.

What kind of video works best?
Film in landscape with your face clearly visible, in a quiet place. Poems between 30 seconds and 10 minutes work best. We accept MP4, MOV, WebM and AVI files of up to 600 MB.

Can I use my own music?
No. Use one of the beats Spoken supplies, or no music at all. Poems over other music may be disqualified.

What happens after I submit?
Our team reviews your poem. You can follow its status under My Submissions: pending, approved, rejected or paid. If we reject it, we tell you why.

Rewards and payment

How much do I earn?
R50 for every approved poem. The first poem on a topic to reach 500 votes earns a further R1000.

How do I get paid?
Save your bank details under Payment details. We pay approved rewards into that account and mark them paid on your dashboard. We cannot pay without bank details.

Voting

Who can vote?
Anyone with a verified account. You get one vote per poem and may vote for as many poems on a topic as you like. You cannot vote for your own poem.

Can I change my vote?
Yes. Tap the vote button again to take your vote back, until voting on the topic closes.

How is the winner chosen?
When voting on a topic closes, the poem with the most votes wins.

Your account

How do I change the name people see?
Set a stage name in your dashboard settings. The public never sees your email address.

How do I delete my account?
Go to Settings in your dashboard and choose Delete account. Your personal details are erased; approved poems stay published as 'Anonymous Poet'. See the Privacy Policy for details.

Contact us

Questions, privacy requests or something that is not working: email the Spoken team at [contact address]. Please do not send bank details or passwords by email.`;

const COOKIES = `Cookie Policy

Cookies are small files a website asks your browser to keep. This policy explains the few that Spoken uses and how you control them.

The session cookie

When you log in, Spoken sets one cookie, spoken_session. It holds a signed token that tells our server who you are, so you stay signed in as you move between pages. It cannot be read by scripts on the page, is sent only to Spoken, and ends when you log out or after 30 days. It is strictly necessary: without it you cannot log in, so it does not need your consent.

Your cookie choice

The banner at the bottom of the page asks whether you accept cookies for personalised ads. Your answer (accepted or declined) is kept in your own browser's local storage, not on our servers, so we remember it on your next visit.

Advertising cookies

Spoken shows ads to help pay poets. The ads script, and any cookies our ads provider sets to personalise ads, are loaded only after you choose Accept. If you decline, or make no choice, no ads script is loaded and no advertising cookies are set.

Changing your mind

Choose Cookie Settings at the bottom of any page to see the banner again and change your answer. An ads script that has already loaded stays until you leave or reload the page, so declining after an earlier Accept takes effect from the next page you load. Clearing this site's data in your browser settings also forgets your choice, and the banner asks again. You can also block or delete cookies in your browser at any time, though you will not be able to stay logged in without the session cookie.

Questions: see Contact us on the Help page.`;

/** The text each page starts with, until an admin edits it. */
export const DEFAULT_PAGES: Record<PageKey, string> = {
  about: ABOUT,
  terms: TERMS,
  privacy: PRIVACY,
  help: HELP,
  cookies: COOKIES,
};
