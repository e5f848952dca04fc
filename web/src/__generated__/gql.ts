/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment PoetBeat_beat on Beat {\n    id\n    title\n    artist\n    genre\n    bpm\n    fileUrl\n    downloadName\n  }\n": typeof types.PoetBeat_BeatFragmentDoc,
    "\n  query PoetBeatsQuery {\n    beats {\n      ...PoetBeat_beat\n    }\n  }\n": typeof types.PoetBeatsQueryDocument,
    "\n  subscription PoetBeatsChangedSubscription {\n    beatsChanged {\n      ...PoetBeat_beat\n    }\n  }\n": typeof types.PoetBeatsChangedSubscriptionDocument,
    "\n  fragment SiteRules_rules on SiteRules {\n    approvalCents\n    bountyCents\n    bountyTarget\n    maxVideoBytes\n    minPoemSeconds\n    maxPoemSeconds\n  }\n": typeof types.SiteRules_RulesFragmentDoc,
    "\n  query SiteRulesQuery {\n    siteRules {\n      ...SiteRules_rules\n    }\n  }\n": typeof types.SiteRulesQueryDocument,
    "\n  query SlamNightQuery($topicId: ID!) {\n    liveShow(topicId: $topicId) {\n      ...LiveShow_show\n    }\n  }\n": typeof types.SlamNightQueryDocument,
    "\n  fragment LiveShow_show on LiveShow {\n    topicId\n    running\n    version\n    serverTime\n    revealedAt\n    topic {\n      id\n      title\n    }\n    stage {\n      id\n      title\n      authorName\n    }\n    round {\n      number\n      roomOnly\n      openedAt\n      closesAt\n      closedAt\n      open\n    }\n    winner {\n      id\n      title\n      authorName\n      voteCount\n      voteVersion\n      nightVoteCount\n    }\n    winnerDecidedBy\n  }\n": typeof types.LiveShow_ShowFragmentDoc,
    "\n  subscription LiveShowChangedSubscription($topicId: ID!) {\n    liveShowChanged(topicId: $topicId) {\n      ...LiveShow_show\n    }\n  }\n": typeof types.LiveShowChangedSubscriptionDocument,
    "\n  query LiveJoinCodeQuery($topicId: ID!) {\n    liveJoinCode(topicId: $topicId) {\n      code\n      changesAt\n      goodUntil\n    }\n  }\n": typeof types.LiveJoinCodeQueryDocument,
    "\n  fragment PoemVideo_media on VideoMedia {\n    id\n    videoUrl\n    renditions {\n      height\n      url\n    }\n    stream\n    cardStream\n    posters {\n      width\n      type\n      url\n    }\n    thumbnailUrl\n  }\n": typeof types.PoemVideo_MediaFragmentDoc,
    "\n  query PoemVideoLinksQuery($id: ID!, $isPoem: Boolean!) {\n    poem(id: $id) @include(if: $isPoem) {\n      id\n      ...PoemVideo_media\n    }\n    submission(id: $id) @skip(if: $isPoem) {\n      id\n      ...PoemVideo_media\n    }\n  }\n": typeof types.PoemVideoLinksQueryDocument,
    "\n  mutation PlaybackPreferencesMutation($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      account {\n        id\n        preferredVideoQuality\n        autoPlay\n      }\n    }\n  }\n": typeof types.PlaybackPreferencesMutationDocument,
    "\n  mutation ChangePasswordFormMutation($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ChangePasswordFormMutationDocument,
    "\n  query DeleteAccountTermsQuery {\n    accountDeletionTerms {\n      unpaidCents\n      bankDetailsOnFile\n      addressHeldDays\n    }\n  }\n": typeof types.DeleteAccountTermsQueryDocument,
    "\n  mutation DeleteAccountFormMutation($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      message\n    }\n  }\n": typeof types.DeleteAccountFormMutationDocument,
    "\n  query ProfileSettingsQuery {\n    viewer {\n      id\n      name\n      publicName\n      hasPassword\n      preferredVideoQuality\n    }\n  }\n": typeof types.ProfileSettingsQueryDocument,
    "\n  mutation PublicNameFormMutation($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      account {\n        id\n        publicName\n      }\n    }\n  }\n": typeof types.PublicNameFormMutationDocument,
    "\n  mutation VideoQualitySettingMutation($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      account {\n        id\n        preferredVideoQuality\n      }\n    }\n  }\n": typeof types.VideoQualitySettingMutationDocument,
    "\n  query DashboardStatsQuery {\n    viewer {\n      id\n      totalEarnedCents\n    }\n  }\n": typeof types.DashboardStatsQueryDocument,
    "\n  query BankDetailsFormQuery {\n    bankOptions {\n      banks\n      accountTypes\n    }\n    myBankDetails {\n      bankName\n      accountType\n      accountNumber\n      branchCode\n      accountHolder\n      updatedAt\n    }\n    viewer {\n      id\n      hasPassword\n      googleAuth\n    }\n    signInOptions {\n      googleClientId\n    }\n  }\n": typeof types.BankDetailsFormQueryDocument,
    "\n  mutation SaveBankDetailsMutation($input: BankDetailsInput!) {\n    saveBankDetails(input: $input) {\n      message\n      bankDetails {\n        bankName\n        accountType\n        accountNumber\n        branchCode\n        accountHolder\n        updatedAt\n      }\n    }\n  }\n": typeof types.SaveBankDetailsMutationDocument,
    "\n  query MyRewardsQuery {\n    siteRules {\n      approvalCents\n      bountyTarget\n    }\n    myRewards {\n      id\n      kind\n      amountCents\n      status\n      createdAt\n      paidAt\n      payableAt\n      voidedAt\n      voidReason\n      submissionTitle\n      paidTo {\n        bankName\n        maskedAccountNumber\n      }\n    }\n  }\n": typeof types.MyRewardsQueryDocument,
    "\n  mutation WithdrawSubmissionMutation($input: SubmissionIdInput!) {\n    withdrawSubmission(input: $input) {\n      submission {\n        id\n        status\n      }\n    }\n  }\n": typeof types.WithdrawSubmissionMutationDocument,
    "\n  fragment MySubmission_submission on Submission {\n    id\n    title\n    transcript\n    status\n    topicTitle\n    beatTitle\n    ...PoemVideo_media\n    processingState\n    processingError\n    feedback\n    submittedAt\n    takenDown\n    voteCount\n    frozen\n  }\n": typeof types.MySubmission_SubmissionFragmentDoc,
    "\n  query MySubmissionsQuery {\n    mySubmissions {\n      ...MySubmission_submission\n    }\n  }\n": typeof types.MySubmissionsQueryDocument,
    "\n  subscription MySubmissionChangedSubscription {\n    mySubmissionChanged {\n      ...MySubmission_submission\n    }\n  }\n": typeof types.MySubmissionChangedSubscriptionDocument,
    "\n  fragment AuditEntry_entry on AuditEntry {\n    id\n    action\n    subjectType\n    subjectId\n    subjectLabel\n    reason\n    createdAt\n    actor {\n      id\n      name\n    }\n    changes {\n      field\n      before\n      after\n    }\n  }\n": typeof types.AuditEntry_EntryFragmentDoc,
    "\n  query VoidVotesPreviewQuery($input: VoteSelectionInput!) {\n    voidVotesPreview(input: $input) {\n      voteCount\n      poemCount\n    }\n  }\n": typeof types.VoidVotesPreviewQueryDocument,
    "\n  mutation VoidVotesMutation($input: VoidVotesInput!) {\n    voidVotes(input: $input) {\n      voiding {\n        id\n        voteCount\n        reason\n      }\n      tallies {\n        poemId\n        voteCount\n        voteVersion\n        frozen\n      }\n      bountyPoemId\n      bountyMoved\n      winnerPoemId\n      rewardCase {\n        id\n      }\n    }\n  }\n": typeof types.VoidVotesMutationDocument,
    "\n  fragment AdminBeat_beat on Beat {\n    id\n    title\n    artist\n    genre\n    bpm\n    key\n    fileUrl\n    fileName\n    fileType\n    fileSize\n    active\n    createdAt\n  }\n": typeof types.AdminBeat_BeatFragmentDoc,
    "\n  query AdminBeatsQuery {\n    adminBeats {\n      id\n      ...AdminBeat_beat\n    }\n  }\n": typeof types.AdminBeatsQueryDocument,
    "\n  mutation AdminUploadBeatMutation($input: UploadBeatInput!) {\n    uploadBeat(input: $input) {\n      beat {\n        id\n        ...AdminBeat_beat\n      }\n    }\n  }\n": typeof types.AdminUploadBeatMutationDocument,
    "\n  mutation AdminSetBeatActiveMutation($input: SetBeatActiveInput!) {\n    setBeatActive(input: $input) {\n      beat {\n        ...AdminBeat_beat\n      }\n    }\n  }\n": typeof types.AdminSetBeatActiveMutationDocument,
    "\n  mutation AdminDeleteBeatMutation($input: BeatIdInput!) {\n    deleteBeat(input: $input) {\n      beatId\n    }\n  }\n": typeof types.AdminDeleteBeatMutationDocument,
    "\n  query AdminRecentSubmissionsQuery {\n    recentSubmissions(first: 5) {\n      id\n      title\n      authorName\n      status\n      takenDown\n      submittedAt\n      topicTitle\n      submitter {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminRecentSubmissionsQueryDocument,
    "\n  query AdminPagesQuery {\n    pages {\n      key\n      content\n      updatedAt\n    }\n  }\n": typeof types.AdminPagesQueryDocument,
    "\n  mutation AdminUpdatePageMutation($input: UpdatePageInput!) {\n    updatePage(input: $input) {\n      page {\n        key\n        content\n        updatedAt\n      }\n    }\n  }\n": typeof types.AdminUpdatePageMutationDocument,
    "\n  query AdminSiteSettingsQuery {\n    siteSettings {\n      videoChannelUrl\n    }\n  }\n": typeof types.AdminSiteSettingsQueryDocument,
    "\n  mutation AdminUpdateSiteSettingsMutation($input: UpdateSiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      siteSettings {\n        videoChannelUrl\n      }\n    }\n  }\n": typeof types.AdminUpdateSiteSettingsMutationDocument,
    "\n  fragment PayoutRow_reward on Reward {\n    id\n    kind\n    amountCents\n    status\n    createdAt\n    paidAt\n    payableAt\n    submissionId\n    submissionTitle\n    submittedAt\n    poet {\n      id\n      name\n      email\n    }\n    bankDetails {\n      bankName\n      maskedAccountNumber\n    }\n    paidTo {\n      bankName\n      maskedAccountNumber\n    }\n  }\n": typeof types.PayoutRow_RewardFragmentDoc,
    "\n  query AdminPayoutsQuery($status: PayoutFilter!, $first: Int!, $offset: Int!) {\n    payouts(status: $status, first: $first, offset: $offset) {\n      totalCount\n      pendingCents\n      paidCents\n      totalCents\n      nodes {\n        id\n        createdAt\n        ...PayoutRow_reward\n      }\n    }\n  }\n": typeof types.AdminPayoutsQueryDocument,
    "\n  query AdminPendingPayoutsCsvQuery {\n    pendingPayoutsCsv\n  }\n": typeof types.AdminPendingPayoutsCsvQueryDocument,
    "\n  query OpenRewardCasesQuery {\n    openRewardCases {\n      id\n      openedAt\n      reward {\n        id\n        amountCents\n        paidAt\n        submissionTitle\n        poet {\n          id\n          name\n        }\n      }\n      voiding {\n        id\n        voteCount\n        reason\n      }\n    }\n  }\n": typeof types.OpenRewardCasesQueryDocument,
    "\n  mutation ResolveRewardCaseMutation($input: ResolveRewardCaseInput!) {\n    resolveRewardCase(input: $input) {\n      rewardCase {\n        id\n        resolvedAt\n        resolution\n      }\n    }\n  }\n": typeof types.ResolveRewardCaseMutationDocument,
    "\n  query AdminReviewDetailQuery($id: ID!) {\n    submission(id: $id) {\n      ...ReviewCard_submission\n      fileName\n      fileSize\n      submitter {\n        id\n        publicName\n      }\n    }\n  }\n": typeof types.AdminReviewDetailQueryDocument,
    "\n  query AdminReviewDetailVotingQuery($topicId: ID!) {\n    topicVoting(topicId: $topicId) {\n      topicId\n      votingOpen\n      votingEndsAt\n      bountyTarget\n      bountyCents\n      decidedAt\n      bountyPoem {\n        id\n      }\n      winner {\n        id\n      }\n    }\n  }\n": typeof types.AdminReviewDetailVotingQueryDocument,
    "\n  query AdminReviewListQuery($status: SubmissionFilter!, $topicId: ID, $sort: SubmissionSort!, $first: Int!, $offset: Int!) {\n    reviewSubmissions(status: $status, topicId: $topicId, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      counts {\n        pending\n        approved\n        rejected\n        paid\n        withdrawn\n        takenDown\n        all\n      }\n      nodes {\n        id\n        submittedAt\n        integrityScore\n        ...ReviewCard_submission\n      }\n    }\n  }\n": typeof types.AdminReviewListQueryDocument,
    "\n  query AdminIntegrityQuery($poemId: ID!) {\n    integritySignals(poemId: $poemId) {\n      poemId\n      score\n      reasons\n      computedAt\n      totals {\n        votes\n        voidedVotes\n        withoutAddress\n        addressGroups\n        newAccounts\n        unverified\n        burstCreated\n        blockedVoters\n      }\n      addressGroups {\n        group\n        label\n        votes\n        share\n      }\n      expectedPerMinute\n      burstThreshold\n      bursts {\n        from\n        to\n        votes\n        expected\n        perMinute\n      }\n      newAccountShare\n      unverifiedShare\n      burstCreatedShare\n    }\n  }\n": typeof types.AdminIntegrityQueryDocument,
    "\n  mutation AdminApproveSubmissionMutation($input: ApproveSubmissionInput!) {\n    approveSubmission(input: $input) {\n      submission {\n        ...ReviewCard_submission\n      }\n    }\n  }\n": typeof types.AdminApproveSubmissionMutationDocument,
    "\n  mutation AdminRejectSubmissionMutation($input: RejectSubmissionInput!) {\n    rejectSubmission(input: $input) {\n      submission {\n        ...ReviewCard_submission\n      }\n    }\n  }\n": typeof types.AdminRejectSubmissionMutationDocument,
    "\n  mutation AdminTakeDownSubmissionMutation($input: TakeDownSubmissionInput!) {\n    takeDownSubmission(input: $input) {\n      submission {\n        ...ReviewCard_submission\n      }\n    }\n  }\n": typeof types.AdminTakeDownSubmissionMutationDocument,
    "\n  fragment ReviewCard_submission on Submission {\n    id\n    title\n    transcript\n    status\n    authorName\n    feedback\n    submittedAt\n    updatedAt\n    reviewedAt\n    takenDown\n    takenDownReason\n    voteCount\n    integrityScore\n    topicId\n    topicTitle\n    beatTitle\n    ...PoemVideo_media\n    processingState\n    processingError\n    approvalBlockedReason\n    durationSeconds\n    submitter {\n      id\n      name\n      email\n    }\n    approvalReward {\n      id\n      status\n      amountCents\n      paidAt\n      bankDetails {\n        bankName\n      }\n    }\n  }\n": typeof types.ReviewCard_SubmissionFragmentDoc,
    "\n  query SubmissionAuditTrailQuery($submissionId: ID!, $first: Int!) {\n    auditLog(filter: { submissionId: $submissionId }, first: $first) {\n      entries {\n        id\n        ...AuditEntry_entry\n      }\n    }\n  }\n": typeof types.SubmissionAuditTrailQueryDocument,
    "\n  query AdminSubmissionHistoryQuery($id: ID!) {\n    submissionHistory(id: $id) {\n      id\n      kind\n      detail\n      createdAt\n      actor {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminSubmissionHistoryQueryDocument,
    "\n  mutation AdminCreateTopicMutation($input: CreateTopicInput!) {\n    createTopic(input: $input) {\n      topic {\n        id\n        title\n        ...AdminTopic_topic\n      }\n    }\n  }\n": typeof types.AdminCreateTopicMutationDocument,
    "\n  mutation AdminUpdateTopicMutation($input: UpdateTopicInput!) {\n    updateTopic(input: $input) {\n      topic {\n        ...AdminTopic_topic\n      }\n    }\n  }\n": typeof types.AdminUpdateTopicMutationDocument,
    "\n  mutation AdminSetTopicActiveMutation($input: SetTopicActiveInput!) {\n    setTopicActive(input: $input) {\n      topic {\n        ...AdminTopic_topic\n      }\n    }\n  }\n": typeof types.AdminSetTopicActiveMutationDocument,
    "\n  mutation AdminDeleteTopicMutation($input: TopicIdInput!) {\n    deleteTopic(input: $input) {\n      topicId\n    }\n  }\n": typeof types.AdminDeleteTopicMutationDocument,
    "\n  query VoidingAuditEntryQuery($topicId: String!) {\n    auditLog(filter: { action: \"votes.void\", subjectId: $topicId }, first: 5) {\n      entries {\n        id\n        changes {\n          field\n          after\n        }\n        ...AuditEntry_entry\n      }\n    }\n  }\n": typeof types.VoidingAuditEntryQueryDocument,
    "\n  fragment AdminTopic_topic on Topic {\n    id\n    title\n    description\n    active\n    deadline\n    votingEndsAt\n    acceptingSubmissions\n    votingOpen\n    submissionCount\n    createdAt\n    updatedAt\n  }\n": typeof types.AdminTopic_TopicFragmentDoc,
    "\n  query AdminTopicsQuery {\n    adminTopics {\n      id\n      title\n      ...AdminTopic_topic\n    }\n  }\n": typeof types.AdminTopicsQueryDocument,
    "\n  subscription AdminTopicsChangedSubscription {\n    topicsChanged {\n      topicId\n      deleted\n      topic {\n        ...AdminTopic_topic\n      }\n    }\n  }\n": typeof types.AdminTopicsChangedSubscriptionDocument,
    "\n  subscription AdminLiveStatsSubscription {\n    adminStatsChanged {\n      ...AdminStats_stats\n    }\n  }\n": typeof types.AdminLiveStatsSubscriptionDocument,
    "\n  subscription AdminLiveQueueSubscription {\n    reviewQueueChanged {\n      pendingCount\n      submission {\n        ...ReviewCard_submission\n      }\n    }\n  }\n": typeof types.AdminLiveQueueSubscriptionDocument,
    "\n  fragment AdminStats_stats on AdminStats {\n    regularUsers\n    adminUsers\n    totalSubmissions\n    pending\n    approvedUnpaid\n    paid\n    rejected\n    totalPaidOutCents\n    topics\n    activeTopics\n    beats\n    activeBeats\n  }\n": typeof types.AdminStats_StatsFragmentDoc,
    "\n  query AdminStatsQuery {\n    adminStats {\n      ...AdminStats_stats\n    }\n  }\n": typeof types.AdminStatsQueryDocument,
    "\n  mutation AdminMarkRewardPaidMutation($input: RewardIdInput!) {\n    markRewardPaid(input: $input) {\n      reward {\n        id\n        kind\n        status\n        paidAt\n        paidTo {\n          bankName\n          maskedAccountNumber\n        }\n        submissionId\n      }\n    }\n  }\n": typeof types.AdminMarkRewardPaidMutationDocument,
    "\n  fragment AdminUserRow_user on User {\n    id\n    name\n    publicName\n    email\n    role\n    emailVerified\n    blocked\n    poemsSubmitted\n    poemsAccepted\n    createdAt\n  }\n": typeof types.AdminUserRow_UserFragmentDoc,
    "\n  query AdminUsersQuery($filter: UsersFilter, $first: Int!, $offset: Int!) {\n    users(filter: $filter, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        ...AdminUserRow_user\n      }\n    }\n    adminSeats {\n      used\n      max\n    }\n  }\n": typeof types.AdminUsersQueryDocument,
    "\n  subscription AdminUsersChangedSubscription {\n    usersChanged {\n      userId\n    }\n  }\n": typeof types.AdminUsersChangedSubscriptionDocument,
    "\n  mutation AdminSetUserBlockedMutation($input: SetUserBlockedInput!) {\n    setUserBlocked(input: $input) {\n      user {\n        ...AdminUserRow_user\n      }\n    }\n  }\n": typeof types.AdminSetUserBlockedMutationDocument,
    "\n  mutation AdminStepDownMutation($input: UserIdInput!) {\n    stepDownAdmin(input: $input) {\n      user {\n        ...AdminUserRow_user\n      }\n    }\n  }\n": typeof types.AdminStepDownMutationDocument,
    "\n  query AuditLogQuery($filter: AuditLogFilter, $first: Int!, $after: String) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      nextCursor\n      entries {\n        id\n        ...AuditEntry_entry\n      }\n    }\n  }\n": typeof types.AuditLogQueryDocument,
    "\n  query AuditLogActorsQuery {\n    auditLogActors {\n      id\n      name\n    }\n  }\n": typeof types.AuditLogActorsQueryDocument,
    "\n  mutation AdminLoginFormMutation($input: LoginInput!) {\n    adminLogin(input: $input) {\n      account {\n        id\n        role\n      }\n    }\n  }\n": typeof types.AdminLoginFormMutationDocument,
    "\n  query AdminLoginPageQuery {\n    adminSeats {\n      used\n      max\n    }\n  }\n": typeof types.AdminLoginPageQueryDocument,
    "\n  mutation AdminRegisterFormMutation($input: RegisterAdminInput!) {\n    registerAdmin(input: $input) {\n      message\n    }\n  }\n": typeof types.AdminRegisterFormMutationDocument,
    "\n  mutation ForgotPasswordPageMutation($input: EmailInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n": typeof types.ForgotPasswordPageMutationDocument,
    "\n  query GoogleSignInOptionsQuery {\n    signInOptions {\n      googleClientId\n    }\n  }\n": typeof types.GoogleSignInOptionsQueryDocument,
    "\n  mutation LoginPageMutation($input: LoginInput!) {\n    login(input: $input) {\n      account {\n        id\n        role\n      }\n    }\n  }\n": typeof types.LoginPageMutationDocument,
    "\n  mutation RegisterPageMutation($input: RegisterInput!) {\n    register(input: $input) {\n      message\n    }\n  }\n": typeof types.RegisterPageMutationDocument,
    "\n  mutation ResendVerificationMutation($input: ResendVerificationInput!) {\n    resendVerification(input: $input) {\n      message\n    }\n  }\n": typeof types.ResendVerificationMutationDocument,
    "\n  mutation ResetPasswordPageMutation($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ResetPasswordPageMutationDocument,
    "\n  mutation VerifyEmailPageMutation($input: TokenInput!) {\n    verifyEmail(input: $input) {\n      message\n      email\n    }\n  }\n": typeof types.VerifyEmailPageMutationDocument,
    "\n  mutation GoogleSignInMutation($input: GoogleSignInInput!) {\n    googleSignIn(input: $input) {\n      account {\n        id\n        role\n      }\n    }\n  }\n": typeof types.GoogleSignInMutationDocument,
    "\n  query HomeTopPoemsQuery($topicId: ID!, $first: Int!) {\n    votingPoems(topicId: $topicId, sort: VOTES, first: $first) {\n      totalCount\n      nodes {\n        id\n        ...PoemCard_poem\n      }\n    }\n  }\n": typeof types.HomeTopPoemsQueryDocument,
    "\n  query HomeSiteSettingsQuery {\n    siteSettings {\n      videoChannelUrl\n    }\n  }\n": typeof types.HomeSiteSettingsQueryDocument,
    "\n  query LiveHostQuery($topicId: ID!, $first: Int!) {\n    liveShow(topicId: $topicId) {\n      ...LiveShow_show\n    }\n    votingPoems(topicId: $topicId, sort: OLDEST, first: $first) {\n      totalCount\n      nodes {\n        ...LiveTally_poem\n      }\n    }\n  }\n": typeof types.LiveHostQueryDocument,
    "\n  mutation SpotlightPoemMutation($input: SpotlightPoemInput!) {\n    spotlightPoem(input: $input) {\n      show {\n        ...LiveShow_show\n      }\n    }\n  }\n": typeof types.SpotlightPoemMutationDocument,
    "\n  mutation OpenLiveRoundMutation($input: OpenLiveRoundInput!) {\n    openLiveRound(input: $input) {\n      show {\n        ...LiveShow_show\n      }\n    }\n  }\n": typeof types.OpenLiveRoundMutationDocument,
    "\n  mutation CloseLiveRoundMutation($input: LiveTopicInput!) {\n    closeLiveRound(input: $input) {\n      show {\n        ...LiveShow_show\n      }\n    }\n  }\n": typeof types.CloseLiveRoundMutationDocument,
    "\n  mutation RevealLiveWinnerMutation($input: RevealLiveWinnerInput!) {\n    revealLiveWinner(input: $input) {\n      show {\n        ...LiveShow_show\n      }\n    }\n  }\n": typeof types.RevealLiveWinnerMutationDocument,
    "\n  mutation EndLiveShowMutation($input: LiveTopicInput!) {\n    endLiveShow(input: $input) {\n      show {\n        ...LiveShow_show\n      }\n    }\n  }\n": typeof types.EndLiveShowMutationDocument,
    "\n  query LiveProjectorQuery($topicId: ID!, $first: Int!) {\n    liveShow(topicId: $topicId) {\n      ...LiveShow_show\n    }\n    topicVoting(topicId: $topicId) {\n      topicId\n      bountyTarget\n      bountyCents\n      bountyPoem {\n        id\n        title\n        authorName\n      }\n    }\n    votingPoems(topicId: $topicId, sort: VOTES, first: $first) {\n      totalCount\n      nodes {\n        ...LiveTally_poem\n      }\n    }\n  }\n": typeof types.LiveProjectorQueryDocument,
    "\n  fragment LiveTally_poem on Poem {\n    id\n    title\n    authorName\n    voteCount\n    voteVersion\n    frozen\n    nightVoteCount\n    submittedAt\n  }\n": typeof types.LiveTally_PoemFragmentDoc,
    "\n  query PoemPageQuery($id: ID!) {\n    poem(id: $id) {\n      id\n      title\n      authorName\n      topicId\n      topicTitle\n      ...PoemCard_poem\n    }\n  }\n": typeof types.PoemPageQueryDocument,
    "\n  query PoemTopicVotingQuery($topicId: ID!) {\n    topicVoting(topicId: $topicId) {\n      votingOpen\n      ...TopicVotingState_voting\n    }\n  }\n": typeof types.PoemTopicVotingQueryDocument,
    "\n  query PoemVoidingsQuery($poemId: ID!) {\n    poemVoidings(poemId: $poemId) {\n      voteCount\n      reason\n      voidedAt\n    }\n  }\n": typeof types.PoemVoidingsQueryDocument,
    "\n  fragment GalleryPoemCard_poem on GalleryPoem {\n    id\n    title\n    content\n    authorName\n    topicName\n  }\n": typeof types.GalleryPoemCard_PoemFragmentDoc,
    "\n  query PoetryPageQuery {\n    galleryPoems {\n      id\n      ...GalleryPoemCard_poem\n    }\n  }\n": typeof types.PoetryPageQueryDocument,
    "\n  query PoetryPagePoemQuery($id: ID!) {\n    galleryPoem(id: $id) {\n      id\n      ...GalleryPoemCard_poem\n    }\n  }\n": typeof types.PoetryPagePoemQueryDocument,
    "\n  fragment PageText_page on Page {\n    key\n    content\n    updatedAt\n  }\n": typeof types.PageText_PageFragmentDoc,
    "\n  query PageTextQuery($key: PageKey!) {\n    page(key: $key) {\n      ...PageText_page\n    }\n  }\n": typeof types.PageTextQueryDocument,
    "\n  subscription PageTextChangedSubscription($key: PageKey!) {\n    pageChanged(key: $key) {\n      ...PageText_page\n    }\n  }\n": typeof types.PageTextChangedSubscriptionDocument,
    "\n  query VotingPageQuery($topicId: ID!) {\n    topic(id: $topicId) {\n      id\n      title\n      description\n      active\n      votingOpen\n      votingEndsAt\n    }\n    topicVoting(topicId: $topicId) {\n      ...TopicVotingState_voting\n    }\n  }\n": typeof types.VotingPageQueryDocument,
    "\n  query VotingPoemsQuery($topicId: ID!, $search: String, $sort: PoemSort!, $first: Int!, $offset: Int!) {\n    votingPoems(topicId: $topicId, search: $search, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        ...PoemCard_poem\n      }\n    }\n  }\n": typeof types.VotingPoemsQueryDocument,
    "\n  fragment PoemCard_poem on Poem {\n    id\n    title\n    transcript\n    authorName\n    topicId\n    topicTitle\n    beatTitle\n    ...PoemVideo_media\n    voteCount\n    frozen\n    submittedAt\n    ...VoteButton_poem\n  }\n": typeof types.PoemCard_PoemFragmentDoc,
    "\n  fragment TopicVotingState_voting on TopicVoting {\n    topicId\n    votingEndsAt\n    votingOpen\n    bountyTarget\n    bountyCents\n    decidedAt\n    bountyPoem {\n      id\n      title\n      authorName\n    }\n    winner {\n      id\n      title\n      authorName\n      voteCount\n    }\n  }\n": typeof types.TopicVotingState_VotingFragmentDoc,
    "\n  fragment VoteButton_poem on Poem {\n    id\n    title\n    viewerIsPoet\n    ...VoteState_poem\n  }\n": typeof types.VoteButton_PoemFragmentDoc,
    "\n  subscription OwnSubmissionChangedSubscription {\n    mySubmissionChanged {\n      id\n      status\n    }\n  }\n": typeof types.OwnSubmissionChangedSubscriptionDocument,
    "\n  fragment PoemTally_poem on Poem {\n    id\n    voteCount\n    voteVersion\n    frozen\n  }\n": typeof types.PoemTally_PoemFragmentDoc,
    "\n  fragment PoemNightTally_poem on Poem {\n    id\n    voteCount\n    voteVersion\n    frozen\n    nightVoteCount\n  }\n": typeof types.PoemNightTally_PoemFragmentDoc,
    "\n  subscription PoemListChangedSubscription($topicId: ID!) {\n    poemListChanged(topicId: $topicId) {\n      topicId\n      published {\n        ...PoemCard_poem\n        id\n        topicId\n        title\n        transcript\n        authorName\n        voteCount\n        submittedAt\n      }\n      removed\n    }\n  }\n": typeof types.PoemListChangedSubscriptionDocument,
    "\n  mutation SetVoteMutation($input: SetVoteInput!) {\n    setVote(input: $input) {\n      voted\n      tally {\n        poemId\n        voteCount\n        voteVersion\n        frozen\n      }\n    }\n  }\n": typeof types.SetVoteMutationDocument,
    "\n  fragment VoteState_poem on Poem {\n    id\n    voteCount\n    voteVersion\n    frozen\n    viewerHasVoted\n  }\n": typeof types.VoteState_PoemFragmentDoc,
    "\n  subscription TopicVotesSubscription($topicId: ID!) {\n    topicVotes(topicId: $topicId) {\n      topicId\n      tallies {\n        poemId\n        voteCount\n        voteVersion\n        frozen\n        nightVoteCount\n      }\n      closed {\n        ...TopicVotingState_voting\n        votingOpen\n      }\n    }\n  }\n": typeof types.TopicVotesSubscriptionDocument,
    "\n  query TopicTalliesSinceQuery($topicId: ID!, $since: Float!) {\n    topicTalliesSince(topicId: $topicId, since: $since) {\n      poemId\n      voteCount\n      voteVersion\n      frozen\n      nightVoteCount\n    }\n  }\n": typeof types.TopicTalliesSinceQueryDocument,
    "\n  mutation SubmitPoemMutation($input: SubmitPoemInput!) {\n    submitPoem(input: $input) {\n      submission {\n        ...MySubmission_submission\n      }\n    }\n  }\n": typeof types.SubmitPoemMutationDocument,
    "\n  fragment ActiveTopic_topic on Topic {\n    id\n    title\n    description\n    active\n    deadline\n    votingEndsAt\n    acceptingSubmissions\n    votingOpen\n    createdAt\n  }\n": typeof types.ActiveTopic_TopicFragmentDoc,
    "\n  query ActiveTopicsQuery {\n    topics {\n      ...ActiveTopic_topic\n    }\n  }\n": typeof types.ActiveTopicsQueryDocument,
    "\n  subscription ActiveTopicsChangedSubscription {\n    topicsChanged {\n      topicId\n      deleted\n      topic {\n        ...ActiveTopic_topic\n      }\n    }\n  }\n": typeof types.ActiveTopicsChangedSubscriptionDocument,
    "\n  query ViewerQuery {\n    viewer {\n      ...Viewer_account\n    }\n    # For the pages that state the site's rules (lib/siteRules.ts): in the store before their content.\n    siteRules {\n      ...SiteRules_rules\n    }\n  }\n": typeof types.ViewerQueryDocument,
    "\n  subscription ViewerAccountChangedSubscription {\n    accountChanged {\n      ...Viewer_account\n    }\n  }\n": typeof types.ViewerAccountChangedSubscriptionDocument,
    "\n  mutation LogoutMutation {\n    logout {\n      ok\n    }\n  }\n": typeof types.LogoutMutationDocument,
    "\n  fragment Viewer_account on Account {\n    id\n    name\n    publicName\n    email\n    role\n    isAdministrator\n    preferredVideoQuality\n    autoPlay\n    poemsSubmitted\n    poemsAccepted\n    poemsRejected\n  }\n": typeof types.Viewer_AccountFragmentDoc,
};
const documents: Documents = {
    "\n  fragment PoetBeat_beat on Beat {\n    id\n    title\n    artist\n    genre\n    bpm\n    fileUrl\n    downloadName\n  }\n": types.PoetBeat_BeatFragmentDoc,
    "\n  query PoetBeatsQuery {\n    beats {\n      ...PoetBeat_beat\n    }\n  }\n": types.PoetBeatsQueryDocument,
    "\n  subscription PoetBeatsChangedSubscription {\n    beatsChanged {\n      ...PoetBeat_beat\n    }\n  }\n": types.PoetBeatsChangedSubscriptionDocument,
    "\n  fragment SiteRules_rules on SiteRules {\n    approvalCents\n    bountyCents\n    bountyTarget\n    maxVideoBytes\n    minPoemSeconds\n    maxPoemSeconds\n  }\n": types.SiteRules_RulesFragmentDoc,
    "\n  query SiteRulesQuery {\n    siteRules {\n      ...SiteRules_rules\n    }\n  }\n": types.SiteRulesQueryDocument,
    "\n  query SlamNightQuery($topicId: ID!) {\n    liveShow(topicId: $topicId) {\n      ...LiveShow_show\n    }\n  }\n": types.SlamNightQueryDocument,
    "\n  fragment LiveShow_show on LiveShow {\n    topicId\n    running\n    version\n    serverTime\n    revealedAt\n    topic {\n      id\n      title\n    }\n    stage {\n      id\n      title\n      authorName\n    }\n    round {\n      number\n      roomOnly\n      openedAt\n      closesAt\n      closedAt\n      open\n    }\n    winner {\n      id\n      title\n      authorName\n      voteCount\n      voteVersion\n      nightVoteCount\n    }\n    winnerDecidedBy\n  }\n": types.LiveShow_ShowFragmentDoc,
    "\n  subscription LiveShowChangedSubscription($topicId: ID!) {\n    liveShowChanged(topicId: $topicId) {\n      ...LiveShow_show\n    }\n  }\n": types.LiveShowChangedSubscriptionDocument,
    "\n  query LiveJoinCodeQuery($topicId: ID!) {\n    liveJoinCode(topicId: $topicId) {\n      code\n      changesAt\n      goodUntil\n    }\n  }\n": types.LiveJoinCodeQueryDocument,
    "\n  fragment PoemVideo_media on VideoMedia {\n    id\n    videoUrl\n    renditions {\n      height\n      url\n    }\n    stream\n    cardStream\n    posters {\n      width\n      type\n      url\n    }\n    thumbnailUrl\n  }\n": types.PoemVideo_MediaFragmentDoc,
    "\n  query PoemVideoLinksQuery($id: ID!, $isPoem: Boolean!) {\n    poem(id: $id) @include(if: $isPoem) {\n      id\n      ...PoemVideo_media\n    }\n    submission(id: $id) @skip(if: $isPoem) {\n      id\n      ...PoemVideo_media\n    }\n  }\n": types.PoemVideoLinksQueryDocument,
    "\n  mutation PlaybackPreferencesMutation($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      account {\n        id\n        preferredVideoQuality\n        autoPlay\n      }\n    }\n  }\n": types.PlaybackPreferencesMutationDocument,
    "\n  mutation ChangePasswordFormMutation($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n": types.ChangePasswordFormMutationDocument,
    "\n  query DeleteAccountTermsQuery {\n    accountDeletionTerms {\n      unpaidCents\n      bankDetailsOnFile\n      addressHeldDays\n    }\n  }\n": types.DeleteAccountTermsQueryDocument,
    "\n  mutation DeleteAccountFormMutation($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      message\n    }\n  }\n": types.DeleteAccountFormMutationDocument,
    "\n  query ProfileSettingsQuery {\n    viewer {\n      id\n      name\n      publicName\n      hasPassword\n      preferredVideoQuality\n    }\n  }\n": types.ProfileSettingsQueryDocument,
    "\n  mutation PublicNameFormMutation($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      account {\n        id\n        publicName\n      }\n    }\n  }\n": types.PublicNameFormMutationDocument,
    "\n  mutation VideoQualitySettingMutation($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      account {\n        id\n        preferredVideoQuality\n      }\n    }\n  }\n": types.VideoQualitySettingMutationDocument,
    "\n  query DashboardStatsQuery {\n    viewer {\n      id\n      totalEarnedCents\n    }\n  }\n": types.DashboardStatsQueryDocument,
    "\n  query BankDetailsFormQuery {\n    bankOptions {\n      banks\n      accountTypes\n    }\n    myBankDetails {\n      bankName\n      accountType\n      accountNumber\n      branchCode\n      accountHolder\n      updatedAt\n    }\n    viewer {\n      id\n      hasPassword\n      googleAuth\n    }\n    signInOptions {\n      googleClientId\n    }\n  }\n": types.BankDetailsFormQueryDocument,
    "\n  mutation SaveBankDetailsMutation($input: BankDetailsInput!) {\n    saveBankDetails(input: $input) {\n      message\n      bankDetails {\n        bankName\n        accountType\n        accountNumber\n        branchCode\n        accountHolder\n        updatedAt\n      }\n    }\n  }\n": types.SaveBankDetailsMutationDocument,
    "\n  query MyRewardsQuery {\n    siteRules {\n      approvalCents\n      bountyTarget\n    }\n    myRewards {\n      id\n      kind\n      amountCents\n      status\n      createdAt\n      paidAt\n      payableAt\n      voidedAt\n      voidReason\n      submissionTitle\n      paidTo {\n        bankName\n        maskedAccountNumber\n      }\n    }\n  }\n": types.MyRewardsQueryDocument,
    "\n  mutation WithdrawSubmissionMutation($input: SubmissionIdInput!) {\n    withdrawSubmission(input: $input) {\n      submission {\n        id\n        status\n      }\n    }\n  }\n": types.WithdrawSubmissionMutationDocument,
    "\n  fragment MySubmission_submission on Submission {\n    id\n    title\n    transcript\n    status\n    topicTitle\n    beatTitle\n    ...PoemVideo_media\n    processingState\n    processingError\n    feedback\n    submittedAt\n    takenDown\n    voteCount\n    frozen\n  }\n": types.MySubmission_SubmissionFragmentDoc,
    "\n  query MySubmissionsQuery {\n    mySubmissions {\n      ...MySubmission_submission\n    }\n  }\n": types.MySubmissionsQueryDocument,
    "\n  subscription MySubmissionChangedSubscription {\n    mySubmissionChanged {\n      ...MySubmission_submission\n    }\n  }\n": types.MySubmissionChangedSubscriptionDocument,
    "\n  fragment AuditEntry_entry on AuditEntry {\n    id\n    action\n    subjectType\n    subjectId\n    subjectLabel\n    reason\n    createdAt\n    actor {\n      id\n      name\n    }\n    changes {\n      field\n      before\n      after\n    }\n  }\n": types.AuditEntry_EntryFragmentDoc,
    "\n  query VoidVotesPreviewQuery($input: VoteSelectionInput!) {\n    voidVotesPreview(input: $input) {\n      voteCount\n      poemCount\n    }\n  }\n": types.VoidVotesPreviewQueryDocument,
    "\n  mutation VoidVotesMutation($input: VoidVotesInput!) {\n    voidVotes(input: $input) {\n      voiding {\n        id\n        voteCount\n        reason\n      }\n      tallies {\n        poemId\n        voteCount\n        voteVersion\n        frozen\n      }\n      bountyPoemId\n      bountyMoved\n      winnerPoemId\n      rewardCase {\n        id\n      }\n    }\n  }\n": types.VoidVotesMutationDocument,
    "\n  fragment AdminBeat_beat on Beat {\n    id\n    title\n    artist\n    genre\n    bpm\n    key\n    fileUrl\n    fileName\n    fileType\n    fileSize\n    active\n    createdAt\n  }\n": types.AdminBeat_BeatFragmentDoc,
    "\n  query AdminBeatsQuery {\n    adminBeats {\n      id\n      ...AdminBeat_beat\n    }\n  }\n": types.AdminBeatsQueryDocument,
    "\n  mutation AdminUploadBeatMutation($input: UploadBeatInput!) {\n    uploadBeat(input: $input) {\n      beat {\n        id\n        ...AdminBeat_beat\n      }\n    }\n  }\n": types.AdminUploadBeatMutationDocument,
    "\n  mutation AdminSetBeatActiveMutation($input: SetBeatActiveInput!) {\n    setBeatActive(input: $input) {\n      beat {\n        ...AdminBeat_beat\n      }\n    }\n  }\n": types.AdminSetBeatActiveMutationDocument,
    "\n  mutation AdminDeleteBeatMutation($input: BeatIdInput!) {\n    deleteBeat(input: $input) {\n      beatId\n    }\n  }\n": types.AdminDeleteBeatMutationDocument,
    "\n  query AdminRecentSubmissionsQuery {\n    recentSubmissions(first: 5) {\n      id\n      title\n      authorName\n      status\n      takenDown\n      submittedAt\n      topicTitle\n      submitter {\n        id\n        name\n      }\n    }\n  }\n": types.AdminRecentSubmissionsQueryDocument,
    "\n  query AdminPagesQuery {\n    pages {\n      key\n      content\n      updatedAt\n    }\n  }\n": types.AdminPagesQueryDocument,
    "\n  mutation AdminUpdatePageMutation($input: UpdatePageInput!) {\n    updatePage(input: $input) {\n      page {\n        key\n        content\n        updatedAt\n      }\n    }\n  }\n": types.AdminUpdatePageMutationDocument,
    "\n  query AdminSiteSettingsQuery {\n    siteSettings {\n      videoChannelUrl\n    }\n  }\n": types.AdminSiteSettingsQueryDocument,
    "\n  mutation AdminUpdateSiteSettingsMutation($input: UpdateSiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      siteSettings {\n        videoChannelUrl\n      }\n    }\n  }\n": types.AdminUpdateSiteSettingsMutationDocument,
    "\n  fragment PayoutRow_reward on Reward {\n    id\n    kind\n    amountCents\n    status\n    createdAt\n    paidAt\n    payableAt\n    submissionId\n    submissionTitle\n    submittedAt\n    poet {\n      id\n      name\n      email\n    }\n    bankDetails {\n      bankName\n      maskedAccountNumber\n    }\n    paidTo {\n      bankName\n      maskedAccountNumber\n    }\n  }\n": types.PayoutRow_RewardFragmentDoc,
    "\n  query AdminPayoutsQuery($status: PayoutFilter!, $first: Int!, $offset: Int!) {\n    payouts(status: $status, first: $first, offset: $offset) {\n      totalCount\n      pendingCents\n      paidCents\n      totalCents\n      nodes {\n        id\n        createdAt\n        ...PayoutRow_reward\n      }\n    }\n  }\n": types.AdminPayoutsQueryDocument,
    "\n  query AdminPendingPayoutsCsvQuery {\n    pendingPayoutsCsv\n  }\n": types.AdminPendingPayoutsCsvQueryDocument,
    "\n  query OpenRewardCasesQuery {\n    openRewardCases {\n      id\n      openedAt\n      reward {\n        id\n        amountCents\n        paidAt\n        submissionTitle\n        poet {\n          id\n          name\n        }\n      }\n      voiding {\n        id\n        voteCount\n        reason\n      }\n    }\n  }\n": types.OpenRewardCasesQueryDocument,
    "\n  mutation ResolveRewardCaseMutation($input: ResolveRewardCaseInput!) {\n    resolveRewardCase(input: $input) {\n      rewardCase {\n        id\n        resolvedAt\n        resolution\n      }\n    }\n  }\n": types.ResolveRewardCaseMutationDocument,
    "\n  query AdminReviewDetailQuery($id: ID!) {\n    submission(id: $id) {\n      ...ReviewCard_submission\n      fileName\n      fileSize\n      submitter {\n        id\n        publicName\n      }\n    }\n  }\n": types.AdminReviewDetailQueryDocument,
    "\n  query AdminReviewDetailVotingQuery($topicId: ID!) {\n    topicVoting(topicId: $topicId) {\n      topicId\n      votingOpen\n      votingEndsAt\n      bountyTarget\n      bountyCents\n      decidedAt\n      bountyPoem {\n        id\n      }\n      winner {\n        id\n      }\n    }\n  }\n": types.AdminReviewDetailVotingQueryDocument,
    "\n  query AdminReviewListQuery($status: SubmissionFilter!, $topicId: ID, $sort: SubmissionSort!, $first: Int!, $offset: Int!) {\n    reviewSubmissions(status: $status, topicId: $topicId, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      counts {\n        pending\n        approved\n        rejected\n        paid\n        withdrawn\n        takenDown\n        all\n      }\n      nodes {\n        id\n        submittedAt\n        integrityScore\n        ...ReviewCard_submission\n      }\n    }\n  }\n": types.AdminReviewListQueryDocument,
    "\n  query AdminIntegrityQuery($poemId: ID!) {\n    integritySignals(poemId: $poemId) {\n      poemId\n      score\n      reasons\n      computedAt\n      totals {\n        votes\n        voidedVotes\n        withoutAddress\n        addressGroups\n        newAccounts\n        unverified\n        burstCreated\n        blockedVoters\n      }\n      addressGroups {\n        group\n        label\n        votes\n        share\n      }\n      expectedPerMinute\n      burstThreshold\n      bursts {\n        from\n        to\n        votes\n        expected\n        perMinute\n      }\n      newAccountShare\n      unverifiedShare\n      burstCreatedShare\n    }\n  }\n": types.AdminIntegrityQueryDocument,
    "\n  mutation AdminApproveSubmissionMutation($input: ApproveSubmissionInput!) {\n    approveSubmission(input: $input) {\n      submission {\n        ...ReviewCard_submission\n      }\n    }\n  }\n": types.AdminApproveSubmissionMutationDocument,
    "\n  mutation AdminRejectSubmissionMutation($input: RejectSubmissionInput!) {\n    rejectSubmission(input: $input) {\n      submission {\n        ...ReviewCard_submission\n      }\n    }\n  }\n": types.AdminRejectSubmissionMutationDocument,
    "\n  mutation AdminTakeDownSubmissionMutation($input: TakeDownSubmissionInput!) {\n    takeDownSubmission(input: $input) {\n      submission {\n        ...ReviewCard_submission\n      }\n    }\n  }\n": types.AdminTakeDownSubmissionMutationDocument,
    "\n  fragment ReviewCard_submission on Submission {\n    id\n    title\n    transcript\n    status\n    authorName\n    feedback\n    submittedAt\n    updatedAt\n    reviewedAt\n    takenDown\n    takenDownReason\n    voteCount\n    integrityScore\n    topicId\n    topicTitle\n    beatTitle\n    ...PoemVideo_media\n    processingState\n    processingError\n    approvalBlockedReason\n    durationSeconds\n    submitter {\n      id\n      name\n      email\n    }\n    approvalReward {\n      id\n      status\n      amountCents\n      paidAt\n      bankDetails {\n        bankName\n      }\n    }\n  }\n": types.ReviewCard_SubmissionFragmentDoc,
    "\n  query SubmissionAuditTrailQuery($submissionId: ID!, $first: Int!) {\n    auditLog(filter: { submissionId: $submissionId }, first: $first) {\n      entries {\n        id\n        ...AuditEntry_entry\n      }\n    }\n  }\n": types.SubmissionAuditTrailQueryDocument,
    "\n  query AdminSubmissionHistoryQuery($id: ID!) {\n    submissionHistory(id: $id) {\n      id\n      kind\n      detail\n      createdAt\n      actor {\n        id\n        name\n      }\n    }\n  }\n": types.AdminSubmissionHistoryQueryDocument,
    "\n  mutation AdminCreateTopicMutation($input: CreateTopicInput!) {\n    createTopic(input: $input) {\n      topic {\n        id\n        title\n        ...AdminTopic_topic\n      }\n    }\n  }\n": types.AdminCreateTopicMutationDocument,
    "\n  mutation AdminUpdateTopicMutation($input: UpdateTopicInput!) {\n    updateTopic(input: $input) {\n      topic {\n        ...AdminTopic_topic\n      }\n    }\n  }\n": types.AdminUpdateTopicMutationDocument,
    "\n  mutation AdminSetTopicActiveMutation($input: SetTopicActiveInput!) {\n    setTopicActive(input: $input) {\n      topic {\n        ...AdminTopic_topic\n      }\n    }\n  }\n": types.AdminSetTopicActiveMutationDocument,
    "\n  mutation AdminDeleteTopicMutation($input: TopicIdInput!) {\n    deleteTopic(input: $input) {\n      topicId\n    }\n  }\n": types.AdminDeleteTopicMutationDocument,
    "\n  query VoidingAuditEntryQuery($topicId: String!) {\n    auditLog(filter: { action: \"votes.void\", subjectId: $topicId }, first: 5) {\n      entries {\n        id\n        changes {\n          field\n          after\n        }\n        ...AuditEntry_entry\n      }\n    }\n  }\n": types.VoidingAuditEntryQueryDocument,
    "\n  fragment AdminTopic_topic on Topic {\n    id\n    title\n    description\n    active\n    deadline\n    votingEndsAt\n    acceptingSubmissions\n    votingOpen\n    submissionCount\n    createdAt\n    updatedAt\n  }\n": types.AdminTopic_TopicFragmentDoc,
    "\n  query AdminTopicsQuery {\n    adminTopics {\n      id\n      title\n      ...AdminTopic_topic\n    }\n  }\n": types.AdminTopicsQueryDocument,
    "\n  subscription AdminTopicsChangedSubscription {\n    topicsChanged {\n      topicId\n      deleted\n      topic {\n        ...AdminTopic_topic\n      }\n    }\n  }\n": types.AdminTopicsChangedSubscriptionDocument,
    "\n  subscription AdminLiveStatsSubscription {\n    adminStatsChanged {\n      ...AdminStats_stats\n    }\n  }\n": types.AdminLiveStatsSubscriptionDocument,
    "\n  subscription AdminLiveQueueSubscription {\n    reviewQueueChanged {\n      pendingCount\n      submission {\n        ...ReviewCard_submission\n      }\n    }\n  }\n": types.AdminLiveQueueSubscriptionDocument,
    "\n  fragment AdminStats_stats on AdminStats {\n    regularUsers\n    adminUsers\n    totalSubmissions\n    pending\n    approvedUnpaid\n    paid\n    rejected\n    totalPaidOutCents\n    topics\n    activeTopics\n    beats\n    activeBeats\n  }\n": types.AdminStats_StatsFragmentDoc,
    "\n  query AdminStatsQuery {\n    adminStats {\n      ...AdminStats_stats\n    }\n  }\n": types.AdminStatsQueryDocument,
    "\n  mutation AdminMarkRewardPaidMutation($input: RewardIdInput!) {\n    markRewardPaid(input: $input) {\n      reward {\n        id\n        kind\n        status\n        paidAt\n        paidTo {\n          bankName\n          maskedAccountNumber\n        }\n        submissionId\n      }\n    }\n  }\n": types.AdminMarkRewardPaidMutationDocument,
    "\n  fragment AdminUserRow_user on User {\n    id\n    name\n    publicName\n    email\n    role\n    emailVerified\n    blocked\n    poemsSubmitted\n    poemsAccepted\n    createdAt\n  }\n": types.AdminUserRow_UserFragmentDoc,
    "\n  query AdminUsersQuery($filter: UsersFilter, $first: Int!, $offset: Int!) {\n    users(filter: $filter, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        ...AdminUserRow_user\n      }\n    }\n    adminSeats {\n      used\n      max\n    }\n  }\n": types.AdminUsersQueryDocument,
    "\n  subscription AdminUsersChangedSubscription {\n    usersChanged {\n      userId\n    }\n  }\n": types.AdminUsersChangedSubscriptionDocument,
    "\n  mutation AdminSetUserBlockedMutation($input: SetUserBlockedInput!) {\n    setUserBlocked(input: $input) {\n      user {\n        ...AdminUserRow_user\n      }\n    }\n  }\n": types.AdminSetUserBlockedMutationDocument,
    "\n  mutation AdminStepDownMutation($input: UserIdInput!) {\n    stepDownAdmin(input: $input) {\n      user {\n        ...AdminUserRow_user\n      }\n    }\n  }\n": types.AdminStepDownMutationDocument,
    "\n  query AuditLogQuery($filter: AuditLogFilter, $first: Int!, $after: String) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      nextCursor\n      entries {\n        id\n        ...AuditEntry_entry\n      }\n    }\n  }\n": types.AuditLogQueryDocument,
    "\n  query AuditLogActorsQuery {\n    auditLogActors {\n      id\n      name\n    }\n  }\n": types.AuditLogActorsQueryDocument,
    "\n  mutation AdminLoginFormMutation($input: LoginInput!) {\n    adminLogin(input: $input) {\n      account {\n        id\n        role\n      }\n    }\n  }\n": types.AdminLoginFormMutationDocument,
    "\n  query AdminLoginPageQuery {\n    adminSeats {\n      used\n      max\n    }\n  }\n": types.AdminLoginPageQueryDocument,
    "\n  mutation AdminRegisterFormMutation($input: RegisterAdminInput!) {\n    registerAdmin(input: $input) {\n      message\n    }\n  }\n": types.AdminRegisterFormMutationDocument,
    "\n  mutation ForgotPasswordPageMutation($input: EmailInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n": types.ForgotPasswordPageMutationDocument,
    "\n  query GoogleSignInOptionsQuery {\n    signInOptions {\n      googleClientId\n    }\n  }\n": types.GoogleSignInOptionsQueryDocument,
    "\n  mutation LoginPageMutation($input: LoginInput!) {\n    login(input: $input) {\n      account {\n        id\n        role\n      }\n    }\n  }\n": types.LoginPageMutationDocument,
    "\n  mutation RegisterPageMutation($input: RegisterInput!) {\n    register(input: $input) {\n      message\n    }\n  }\n": types.RegisterPageMutationDocument,
    "\n  mutation ResendVerificationMutation($input: ResendVerificationInput!) {\n    resendVerification(input: $input) {\n      message\n    }\n  }\n": types.ResendVerificationMutationDocument,
    "\n  mutation ResetPasswordPageMutation($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": types.ResetPasswordPageMutationDocument,
    "\n  mutation VerifyEmailPageMutation($input: TokenInput!) {\n    verifyEmail(input: $input) {\n      message\n      email\n    }\n  }\n": types.VerifyEmailPageMutationDocument,
    "\n  mutation GoogleSignInMutation($input: GoogleSignInInput!) {\n    googleSignIn(input: $input) {\n      account {\n        id\n        role\n      }\n    }\n  }\n": types.GoogleSignInMutationDocument,
    "\n  query HomeTopPoemsQuery($topicId: ID!, $first: Int!) {\n    votingPoems(topicId: $topicId, sort: VOTES, first: $first) {\n      totalCount\n      nodes {\n        id\n        ...PoemCard_poem\n      }\n    }\n  }\n": types.HomeTopPoemsQueryDocument,
    "\n  query HomeSiteSettingsQuery {\n    siteSettings {\n      videoChannelUrl\n    }\n  }\n": types.HomeSiteSettingsQueryDocument,
    "\n  query LiveHostQuery($topicId: ID!, $first: Int!) {\n    liveShow(topicId: $topicId) {\n      ...LiveShow_show\n    }\n    votingPoems(topicId: $topicId, sort: OLDEST, first: $first) {\n      totalCount\n      nodes {\n        ...LiveTally_poem\n      }\n    }\n  }\n": types.LiveHostQueryDocument,
    "\n  mutation SpotlightPoemMutation($input: SpotlightPoemInput!) {\n    spotlightPoem(input: $input) {\n      show {\n        ...LiveShow_show\n      }\n    }\n  }\n": types.SpotlightPoemMutationDocument,
    "\n  mutation OpenLiveRoundMutation($input: OpenLiveRoundInput!) {\n    openLiveRound(input: $input) {\n      show {\n        ...LiveShow_show\n      }\n    }\n  }\n": types.OpenLiveRoundMutationDocument,
    "\n  mutation CloseLiveRoundMutation($input: LiveTopicInput!) {\n    closeLiveRound(input: $input) {\n      show {\n        ...LiveShow_show\n      }\n    }\n  }\n": types.CloseLiveRoundMutationDocument,
    "\n  mutation RevealLiveWinnerMutation($input: RevealLiveWinnerInput!) {\n    revealLiveWinner(input: $input) {\n      show {\n        ...LiveShow_show\n      }\n    }\n  }\n": types.RevealLiveWinnerMutationDocument,
    "\n  mutation EndLiveShowMutation($input: LiveTopicInput!) {\n    endLiveShow(input: $input) {\n      show {\n        ...LiveShow_show\n      }\n    }\n  }\n": types.EndLiveShowMutationDocument,
    "\n  query LiveProjectorQuery($topicId: ID!, $first: Int!) {\n    liveShow(topicId: $topicId) {\n      ...LiveShow_show\n    }\n    topicVoting(topicId: $topicId) {\n      topicId\n      bountyTarget\n      bountyCents\n      bountyPoem {\n        id\n        title\n        authorName\n      }\n    }\n    votingPoems(topicId: $topicId, sort: VOTES, first: $first) {\n      totalCount\n      nodes {\n        ...LiveTally_poem\n      }\n    }\n  }\n": types.LiveProjectorQueryDocument,
    "\n  fragment LiveTally_poem on Poem {\n    id\n    title\n    authorName\n    voteCount\n    voteVersion\n    frozen\n    nightVoteCount\n    submittedAt\n  }\n": types.LiveTally_PoemFragmentDoc,
    "\n  query PoemPageQuery($id: ID!) {\n    poem(id: $id) {\n      id\n      title\n      authorName\n      topicId\n      topicTitle\n      ...PoemCard_poem\n    }\n  }\n": types.PoemPageQueryDocument,
    "\n  query PoemTopicVotingQuery($topicId: ID!) {\n    topicVoting(topicId: $topicId) {\n      votingOpen\n      ...TopicVotingState_voting\n    }\n  }\n": types.PoemTopicVotingQueryDocument,
    "\n  query PoemVoidingsQuery($poemId: ID!) {\n    poemVoidings(poemId: $poemId) {\n      voteCount\n      reason\n      voidedAt\n    }\n  }\n": types.PoemVoidingsQueryDocument,
    "\n  fragment GalleryPoemCard_poem on GalleryPoem {\n    id\n    title\n    content\n    authorName\n    topicName\n  }\n": types.GalleryPoemCard_PoemFragmentDoc,
    "\n  query PoetryPageQuery {\n    galleryPoems {\n      id\n      ...GalleryPoemCard_poem\n    }\n  }\n": types.PoetryPageQueryDocument,
    "\n  query PoetryPagePoemQuery($id: ID!) {\n    galleryPoem(id: $id) {\n      id\n      ...GalleryPoemCard_poem\n    }\n  }\n": types.PoetryPagePoemQueryDocument,
    "\n  fragment PageText_page on Page {\n    key\n    content\n    updatedAt\n  }\n": types.PageText_PageFragmentDoc,
    "\n  query PageTextQuery($key: PageKey!) {\n    page(key: $key) {\n      ...PageText_page\n    }\n  }\n": types.PageTextQueryDocument,
    "\n  subscription PageTextChangedSubscription($key: PageKey!) {\n    pageChanged(key: $key) {\n      ...PageText_page\n    }\n  }\n": types.PageTextChangedSubscriptionDocument,
    "\n  query VotingPageQuery($topicId: ID!) {\n    topic(id: $topicId) {\n      id\n      title\n      description\n      active\n      votingOpen\n      votingEndsAt\n    }\n    topicVoting(topicId: $topicId) {\n      ...TopicVotingState_voting\n    }\n  }\n": types.VotingPageQueryDocument,
    "\n  query VotingPoemsQuery($topicId: ID!, $search: String, $sort: PoemSort!, $first: Int!, $offset: Int!) {\n    votingPoems(topicId: $topicId, search: $search, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        ...PoemCard_poem\n      }\n    }\n  }\n": types.VotingPoemsQueryDocument,
    "\n  fragment PoemCard_poem on Poem {\n    id\n    title\n    transcript\n    authorName\n    topicId\n    topicTitle\n    beatTitle\n    ...PoemVideo_media\n    voteCount\n    frozen\n    submittedAt\n    ...VoteButton_poem\n  }\n": types.PoemCard_PoemFragmentDoc,
    "\n  fragment TopicVotingState_voting on TopicVoting {\n    topicId\n    votingEndsAt\n    votingOpen\n    bountyTarget\n    bountyCents\n    decidedAt\n    bountyPoem {\n      id\n      title\n      authorName\n    }\n    winner {\n      id\n      title\n      authorName\n      voteCount\n    }\n  }\n": types.TopicVotingState_VotingFragmentDoc,
    "\n  fragment VoteButton_poem on Poem {\n    id\n    title\n    viewerIsPoet\n    ...VoteState_poem\n  }\n": types.VoteButton_PoemFragmentDoc,
    "\n  subscription OwnSubmissionChangedSubscription {\n    mySubmissionChanged {\n      id\n      status\n    }\n  }\n": types.OwnSubmissionChangedSubscriptionDocument,
    "\n  fragment PoemTally_poem on Poem {\n    id\n    voteCount\n    voteVersion\n    frozen\n  }\n": types.PoemTally_PoemFragmentDoc,
    "\n  fragment PoemNightTally_poem on Poem {\n    id\n    voteCount\n    voteVersion\n    frozen\n    nightVoteCount\n  }\n": types.PoemNightTally_PoemFragmentDoc,
    "\n  subscription PoemListChangedSubscription($topicId: ID!) {\n    poemListChanged(topicId: $topicId) {\n      topicId\n      published {\n        ...PoemCard_poem\n        id\n        topicId\n        title\n        transcript\n        authorName\n        voteCount\n        submittedAt\n      }\n      removed\n    }\n  }\n": types.PoemListChangedSubscriptionDocument,
    "\n  mutation SetVoteMutation($input: SetVoteInput!) {\n    setVote(input: $input) {\n      voted\n      tally {\n        poemId\n        voteCount\n        voteVersion\n        frozen\n      }\n    }\n  }\n": types.SetVoteMutationDocument,
    "\n  fragment VoteState_poem on Poem {\n    id\n    voteCount\n    voteVersion\n    frozen\n    viewerHasVoted\n  }\n": types.VoteState_PoemFragmentDoc,
    "\n  subscription TopicVotesSubscription($topicId: ID!) {\n    topicVotes(topicId: $topicId) {\n      topicId\n      tallies {\n        poemId\n        voteCount\n        voteVersion\n        frozen\n        nightVoteCount\n      }\n      closed {\n        ...TopicVotingState_voting\n        votingOpen\n      }\n    }\n  }\n": types.TopicVotesSubscriptionDocument,
    "\n  query TopicTalliesSinceQuery($topicId: ID!, $since: Float!) {\n    topicTalliesSince(topicId: $topicId, since: $since) {\n      poemId\n      voteCount\n      voteVersion\n      frozen\n      nightVoteCount\n    }\n  }\n": types.TopicTalliesSinceQueryDocument,
    "\n  mutation SubmitPoemMutation($input: SubmitPoemInput!) {\n    submitPoem(input: $input) {\n      submission {\n        ...MySubmission_submission\n      }\n    }\n  }\n": types.SubmitPoemMutationDocument,
    "\n  fragment ActiveTopic_topic on Topic {\n    id\n    title\n    description\n    active\n    deadline\n    votingEndsAt\n    acceptingSubmissions\n    votingOpen\n    createdAt\n  }\n": types.ActiveTopic_TopicFragmentDoc,
    "\n  query ActiveTopicsQuery {\n    topics {\n      ...ActiveTopic_topic\n    }\n  }\n": types.ActiveTopicsQueryDocument,
    "\n  subscription ActiveTopicsChangedSubscription {\n    topicsChanged {\n      topicId\n      deleted\n      topic {\n        ...ActiveTopic_topic\n      }\n    }\n  }\n": types.ActiveTopicsChangedSubscriptionDocument,
    "\n  query ViewerQuery {\n    viewer {\n      ...Viewer_account\n    }\n    # For the pages that state the site's rules (lib/siteRules.ts): in the store before their content.\n    siteRules {\n      ...SiteRules_rules\n    }\n  }\n": types.ViewerQueryDocument,
    "\n  subscription ViewerAccountChangedSubscription {\n    accountChanged {\n      ...Viewer_account\n    }\n  }\n": types.ViewerAccountChangedSubscriptionDocument,
    "\n  mutation LogoutMutation {\n    logout {\n      ok\n    }\n  }\n": types.LogoutMutationDocument,
    "\n  fragment Viewer_account on Account {\n    id\n    name\n    publicName\n    email\n    role\n    isAdministrator\n    preferredVideoQuality\n    autoPlay\n    poemsSubmitted\n    poemsAccepted\n    poemsRejected\n  }\n": types.Viewer_AccountFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PoetBeat_beat on Beat {\n    id\n    title\n    artist\n    genre\n    bpm\n    fileUrl\n    downloadName\n  }\n"): (typeof documents)["\n  fragment PoetBeat_beat on Beat {\n    id\n    title\n    artist\n    genre\n    bpm\n    fileUrl\n    downloadName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PoetBeatsQuery {\n    beats {\n      ...PoetBeat_beat\n    }\n  }\n"): (typeof documents)["\n  query PoetBeatsQuery {\n    beats {\n      ...PoetBeat_beat\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PoetBeatsChangedSubscription {\n    beatsChanged {\n      ...PoetBeat_beat\n    }\n  }\n"): (typeof documents)["\n  subscription PoetBeatsChangedSubscription {\n    beatsChanged {\n      ...PoetBeat_beat\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteRules_rules on SiteRules {\n    approvalCents\n    bountyCents\n    bountyTarget\n    maxVideoBytes\n    minPoemSeconds\n    maxPoemSeconds\n  }\n"): (typeof documents)["\n  fragment SiteRules_rules on SiteRules {\n    approvalCents\n    bountyCents\n    bountyTarget\n    maxVideoBytes\n    minPoemSeconds\n    maxPoemSeconds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteRulesQuery {\n    siteRules {\n      ...SiteRules_rules\n    }\n  }\n"): (typeof documents)["\n  query SiteRulesQuery {\n    siteRules {\n      ...SiteRules_rules\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SlamNightQuery($topicId: ID!) {\n    liveShow(topicId: $topicId) {\n      ...LiveShow_show\n    }\n  }\n"): (typeof documents)["\n  query SlamNightQuery($topicId: ID!) {\n    liveShow(topicId: $topicId) {\n      ...LiveShow_show\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LiveShow_show on LiveShow {\n    topicId\n    running\n    version\n    serverTime\n    revealedAt\n    topic {\n      id\n      title\n    }\n    stage {\n      id\n      title\n      authorName\n    }\n    round {\n      number\n      roomOnly\n      openedAt\n      closesAt\n      closedAt\n      open\n    }\n    winner {\n      id\n      title\n      authorName\n      voteCount\n      voteVersion\n      nightVoteCount\n    }\n    winnerDecidedBy\n  }\n"): (typeof documents)["\n  fragment LiveShow_show on LiveShow {\n    topicId\n    running\n    version\n    serverTime\n    revealedAt\n    topic {\n      id\n      title\n    }\n    stage {\n      id\n      title\n      authorName\n    }\n    round {\n      number\n      roomOnly\n      openedAt\n      closesAt\n      closedAt\n      open\n    }\n    winner {\n      id\n      title\n      authorName\n      voteCount\n      voteVersion\n      nightVoteCount\n    }\n    winnerDecidedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveShowChangedSubscription($topicId: ID!) {\n    liveShowChanged(topicId: $topicId) {\n      ...LiveShow_show\n    }\n  }\n"): (typeof documents)["\n  subscription LiveShowChangedSubscription($topicId: ID!) {\n    liveShowChanged(topicId: $topicId) {\n      ...LiveShow_show\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveJoinCodeQuery($topicId: ID!) {\n    liveJoinCode(topicId: $topicId) {\n      code\n      changesAt\n      goodUntil\n    }\n  }\n"): (typeof documents)["\n  query LiveJoinCodeQuery($topicId: ID!) {\n    liveJoinCode(topicId: $topicId) {\n      code\n      changesAt\n      goodUntil\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PoemVideo_media on VideoMedia {\n    id\n    videoUrl\n    renditions {\n      height\n      url\n    }\n    stream\n    cardStream\n    posters {\n      width\n      type\n      url\n    }\n    thumbnailUrl\n  }\n"): (typeof documents)["\n  fragment PoemVideo_media on VideoMedia {\n    id\n    videoUrl\n    renditions {\n      height\n      url\n    }\n    stream\n    cardStream\n    posters {\n      width\n      type\n      url\n    }\n    thumbnailUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PoemVideoLinksQuery($id: ID!, $isPoem: Boolean!) {\n    poem(id: $id) @include(if: $isPoem) {\n      id\n      ...PoemVideo_media\n    }\n    submission(id: $id) @skip(if: $isPoem) {\n      id\n      ...PoemVideo_media\n    }\n  }\n"): (typeof documents)["\n  query PoemVideoLinksQuery($id: ID!, $isPoem: Boolean!) {\n    poem(id: $id) @include(if: $isPoem) {\n      id\n      ...PoemVideo_media\n    }\n    submission(id: $id) @skip(if: $isPoem) {\n      id\n      ...PoemVideo_media\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaybackPreferencesMutation($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      account {\n        id\n        preferredVideoQuality\n        autoPlay\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PlaybackPreferencesMutation($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      account {\n        id\n        preferredVideoQuality\n        autoPlay\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePasswordFormMutation($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePasswordFormMutation($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeleteAccountTermsQuery {\n    accountDeletionTerms {\n      unpaidCents\n      bankDetailsOnFile\n      addressHeldDays\n    }\n  }\n"): (typeof documents)["\n  query DeleteAccountTermsQuery {\n    accountDeletionTerms {\n      unpaidCents\n      bankDetailsOnFile\n      addressHeldDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccountFormMutation($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAccountFormMutation($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileSettingsQuery {\n    viewer {\n      id\n      name\n      publicName\n      hasPassword\n      preferredVideoQuality\n    }\n  }\n"): (typeof documents)["\n  query ProfileSettingsQuery {\n    viewer {\n      id\n      name\n      publicName\n      hasPassword\n      preferredVideoQuality\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublicNameFormMutation($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      account {\n        id\n        publicName\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PublicNameFormMutation($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      account {\n        id\n        publicName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VideoQualitySettingMutation($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      account {\n        id\n        preferredVideoQuality\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VideoQualitySettingMutation($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      account {\n        id\n        preferredVideoQuality\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardStatsQuery {\n    viewer {\n      id\n      totalEarnedCents\n    }\n  }\n"): (typeof documents)["\n  query DashboardStatsQuery {\n    viewer {\n      id\n      totalEarnedCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankDetailsFormQuery {\n    bankOptions {\n      banks\n      accountTypes\n    }\n    myBankDetails {\n      bankName\n      accountType\n      accountNumber\n      branchCode\n      accountHolder\n      updatedAt\n    }\n    viewer {\n      id\n      hasPassword\n      googleAuth\n    }\n    signInOptions {\n      googleClientId\n    }\n  }\n"): (typeof documents)["\n  query BankDetailsFormQuery {\n    bankOptions {\n      banks\n      accountTypes\n    }\n    myBankDetails {\n      bankName\n      accountType\n      accountNumber\n      branchCode\n      accountHolder\n      updatedAt\n    }\n    viewer {\n      id\n      hasPassword\n      googleAuth\n    }\n    signInOptions {\n      googleClientId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBankDetailsMutation($input: BankDetailsInput!) {\n    saveBankDetails(input: $input) {\n      message\n      bankDetails {\n        bankName\n        accountType\n        accountNumber\n        branchCode\n        accountHolder\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveBankDetailsMutation($input: BankDetailsInput!) {\n    saveBankDetails(input: $input) {\n      message\n      bankDetails {\n        bankName\n        accountType\n        accountNumber\n        branchCode\n        accountHolder\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRewardsQuery {\n    siteRules {\n      approvalCents\n      bountyTarget\n    }\n    myRewards {\n      id\n      kind\n      amountCents\n      status\n      createdAt\n      paidAt\n      payableAt\n      voidedAt\n      voidReason\n      submissionTitle\n      paidTo {\n        bankName\n        maskedAccountNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyRewardsQuery {\n    siteRules {\n      approvalCents\n      bountyTarget\n    }\n    myRewards {\n      id\n      kind\n      amountCents\n      status\n      createdAt\n      paidAt\n      payableAt\n      voidedAt\n      voidReason\n      submissionTitle\n      paidTo {\n        bankName\n        maskedAccountNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawSubmissionMutation($input: SubmissionIdInput!) {\n    withdrawSubmission(input: $input) {\n      submission {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawSubmissionMutation($input: SubmissionIdInput!) {\n    withdrawSubmission(input: $input) {\n      submission {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MySubmission_submission on Submission {\n    id\n    title\n    transcript\n    status\n    topicTitle\n    beatTitle\n    ...PoemVideo_media\n    processingState\n    processingError\n    feedback\n    submittedAt\n    takenDown\n    voteCount\n    frozen\n  }\n"): (typeof documents)["\n  fragment MySubmission_submission on Submission {\n    id\n    title\n    transcript\n    status\n    topicTitle\n    beatTitle\n    ...PoemVideo_media\n    processingState\n    processingError\n    feedback\n    submittedAt\n    takenDown\n    voteCount\n    frozen\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySubmissionsQuery {\n    mySubmissions {\n      ...MySubmission_submission\n    }\n  }\n"): (typeof documents)["\n  query MySubmissionsQuery {\n    mySubmissions {\n      ...MySubmission_submission\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MySubmissionChangedSubscription {\n    mySubmissionChanged {\n      ...MySubmission_submission\n    }\n  }\n"): (typeof documents)["\n  subscription MySubmissionChangedSubscription {\n    mySubmissionChanged {\n      ...MySubmission_submission\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditEntry_entry on AuditEntry {\n    id\n    action\n    subjectType\n    subjectId\n    subjectLabel\n    reason\n    createdAt\n    actor {\n      id\n      name\n    }\n    changes {\n      field\n      before\n      after\n    }\n  }\n"): (typeof documents)["\n  fragment AuditEntry_entry on AuditEntry {\n    id\n    action\n    subjectType\n    subjectId\n    subjectLabel\n    reason\n    createdAt\n    actor {\n      id\n      name\n    }\n    changes {\n      field\n      before\n      after\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VoidVotesPreviewQuery($input: VoteSelectionInput!) {\n    voidVotesPreview(input: $input) {\n      voteCount\n      poemCount\n    }\n  }\n"): (typeof documents)["\n  query VoidVotesPreviewQuery($input: VoteSelectionInput!) {\n    voidVotesPreview(input: $input) {\n      voteCount\n      poemCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VoidVotesMutation($input: VoidVotesInput!) {\n    voidVotes(input: $input) {\n      voiding {\n        id\n        voteCount\n        reason\n      }\n      tallies {\n        poemId\n        voteCount\n        voteVersion\n        frozen\n      }\n      bountyPoemId\n      bountyMoved\n      winnerPoemId\n      rewardCase {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VoidVotesMutation($input: VoidVotesInput!) {\n    voidVotes(input: $input) {\n      voiding {\n        id\n        voteCount\n        reason\n      }\n      tallies {\n        poemId\n        voteCount\n        voteVersion\n        frozen\n      }\n      bountyPoemId\n      bountyMoved\n      winnerPoemId\n      rewardCase {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminBeat_beat on Beat {\n    id\n    title\n    artist\n    genre\n    bpm\n    key\n    fileUrl\n    fileName\n    fileType\n    fileSize\n    active\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AdminBeat_beat on Beat {\n    id\n    title\n    artist\n    genre\n    bpm\n    key\n    fileUrl\n    fileName\n    fileType\n    fileSize\n    active\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBeatsQuery {\n    adminBeats {\n      id\n      ...AdminBeat_beat\n    }\n  }\n"): (typeof documents)["\n  query AdminBeatsQuery {\n    adminBeats {\n      id\n      ...AdminBeat_beat\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUploadBeatMutation($input: UploadBeatInput!) {\n    uploadBeat(input: $input) {\n      beat {\n        id\n        ...AdminBeat_beat\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUploadBeatMutation($input: UploadBeatInput!) {\n    uploadBeat(input: $input) {\n      beat {\n        id\n        ...AdminBeat_beat\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetBeatActiveMutation($input: SetBeatActiveInput!) {\n    setBeatActive(input: $input) {\n      beat {\n        ...AdminBeat_beat\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetBeatActiveMutation($input: SetBeatActiveInput!) {\n    setBeatActive(input: $input) {\n      beat {\n        ...AdminBeat_beat\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteBeatMutation($input: BeatIdInput!) {\n    deleteBeat(input: $input) {\n      beatId\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteBeatMutation($input: BeatIdInput!) {\n    deleteBeat(input: $input) {\n      beatId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRecentSubmissionsQuery {\n    recentSubmissions(first: 5) {\n      id\n      title\n      authorName\n      status\n      takenDown\n      submittedAt\n      topicTitle\n      submitter {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminRecentSubmissionsQuery {\n    recentSubmissions(first: 5) {\n      id\n      title\n      authorName\n      status\n      takenDown\n      submittedAt\n      topicTitle\n      submitter {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPagesQuery {\n    pages {\n      key\n      content\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query AdminPagesQuery {\n    pages {\n      key\n      content\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdatePageMutation($input: UpdatePageInput!) {\n    updatePage(input: $input) {\n      page {\n        key\n        content\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdatePageMutation($input: UpdatePageInput!) {\n    updatePage(input: $input) {\n      page {\n        key\n        content\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSiteSettingsQuery {\n    siteSettings {\n      videoChannelUrl\n    }\n  }\n"): (typeof documents)["\n  query AdminSiteSettingsQuery {\n    siteSettings {\n      videoChannelUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateSiteSettingsMutation($input: UpdateSiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      siteSettings {\n        videoChannelUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateSiteSettingsMutation($input: UpdateSiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      siteSettings {\n        videoChannelUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayoutRow_reward on Reward {\n    id\n    kind\n    amountCents\n    status\n    createdAt\n    paidAt\n    payableAt\n    submissionId\n    submissionTitle\n    submittedAt\n    poet {\n      id\n      name\n      email\n    }\n    bankDetails {\n      bankName\n      maskedAccountNumber\n    }\n    paidTo {\n      bankName\n      maskedAccountNumber\n    }\n  }\n"): (typeof documents)["\n  fragment PayoutRow_reward on Reward {\n    id\n    kind\n    amountCents\n    status\n    createdAt\n    paidAt\n    payableAt\n    submissionId\n    submissionTitle\n    submittedAt\n    poet {\n      id\n      name\n      email\n    }\n    bankDetails {\n      bankName\n      maskedAccountNumber\n    }\n    paidTo {\n      bankName\n      maskedAccountNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPayoutsQuery($status: PayoutFilter!, $first: Int!, $offset: Int!) {\n    payouts(status: $status, first: $first, offset: $offset) {\n      totalCount\n      pendingCents\n      paidCents\n      totalCents\n      nodes {\n        id\n        createdAt\n        ...PayoutRow_reward\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPayoutsQuery($status: PayoutFilter!, $first: Int!, $offset: Int!) {\n    payouts(status: $status, first: $first, offset: $offset) {\n      totalCount\n      pendingCents\n      paidCents\n      totalCents\n      nodes {\n        id\n        createdAt\n        ...PayoutRow_reward\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPendingPayoutsCsvQuery {\n    pendingPayoutsCsv\n  }\n"): (typeof documents)["\n  query AdminPendingPayoutsCsvQuery {\n    pendingPayoutsCsv\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpenRewardCasesQuery {\n    openRewardCases {\n      id\n      openedAt\n      reward {\n        id\n        amountCents\n        paidAt\n        submissionTitle\n        poet {\n          id\n          name\n        }\n      }\n      voiding {\n        id\n        voteCount\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  query OpenRewardCasesQuery {\n    openRewardCases {\n      id\n      openedAt\n      reward {\n        id\n        amountCents\n        paidAt\n        submissionTitle\n        poet {\n          id\n          name\n        }\n      }\n      voiding {\n        id\n        voteCount\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveRewardCaseMutation($input: ResolveRewardCaseInput!) {\n    resolveRewardCase(input: $input) {\n      rewardCase {\n        id\n        resolvedAt\n        resolution\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResolveRewardCaseMutation($input: ResolveRewardCaseInput!) {\n    resolveRewardCase(input: $input) {\n      rewardCase {\n        id\n        resolvedAt\n        resolution\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReviewDetailQuery($id: ID!) {\n    submission(id: $id) {\n      ...ReviewCard_submission\n      fileName\n      fileSize\n      submitter {\n        id\n        publicName\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminReviewDetailQuery($id: ID!) {\n    submission(id: $id) {\n      ...ReviewCard_submission\n      fileName\n      fileSize\n      submitter {\n        id\n        publicName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReviewDetailVotingQuery($topicId: ID!) {\n    topicVoting(topicId: $topicId) {\n      topicId\n      votingOpen\n      votingEndsAt\n      bountyTarget\n      bountyCents\n      decidedAt\n      bountyPoem {\n        id\n      }\n      winner {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminReviewDetailVotingQuery($topicId: ID!) {\n    topicVoting(topicId: $topicId) {\n      topicId\n      votingOpen\n      votingEndsAt\n      bountyTarget\n      bountyCents\n      decidedAt\n      bountyPoem {\n        id\n      }\n      winner {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReviewListQuery($status: SubmissionFilter!, $topicId: ID, $sort: SubmissionSort!, $first: Int!, $offset: Int!) {\n    reviewSubmissions(status: $status, topicId: $topicId, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      counts {\n        pending\n        approved\n        rejected\n        paid\n        withdrawn\n        takenDown\n        all\n      }\n      nodes {\n        id\n        submittedAt\n        integrityScore\n        ...ReviewCard_submission\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminReviewListQuery($status: SubmissionFilter!, $topicId: ID, $sort: SubmissionSort!, $first: Int!, $offset: Int!) {\n    reviewSubmissions(status: $status, topicId: $topicId, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      counts {\n        pending\n        approved\n        rejected\n        paid\n        withdrawn\n        takenDown\n        all\n      }\n      nodes {\n        id\n        submittedAt\n        integrityScore\n        ...ReviewCard_submission\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminIntegrityQuery($poemId: ID!) {\n    integritySignals(poemId: $poemId) {\n      poemId\n      score\n      reasons\n      computedAt\n      totals {\n        votes\n        voidedVotes\n        withoutAddress\n        addressGroups\n        newAccounts\n        unverified\n        burstCreated\n        blockedVoters\n      }\n      addressGroups {\n        group\n        label\n        votes\n        share\n      }\n      expectedPerMinute\n      burstThreshold\n      bursts {\n        from\n        to\n        votes\n        expected\n        perMinute\n      }\n      newAccountShare\n      unverifiedShare\n      burstCreatedShare\n    }\n  }\n"): (typeof documents)["\n  query AdminIntegrityQuery($poemId: ID!) {\n    integritySignals(poemId: $poemId) {\n      poemId\n      score\n      reasons\n      computedAt\n      totals {\n        votes\n        voidedVotes\n        withoutAddress\n        addressGroups\n        newAccounts\n        unverified\n        burstCreated\n        blockedVoters\n      }\n      addressGroups {\n        group\n        label\n        votes\n        share\n      }\n      expectedPerMinute\n      burstThreshold\n      bursts {\n        from\n        to\n        votes\n        expected\n        perMinute\n      }\n      newAccountShare\n      unverifiedShare\n      burstCreatedShare\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminApproveSubmissionMutation($input: ApproveSubmissionInput!) {\n    approveSubmission(input: $input) {\n      submission {\n        ...ReviewCard_submission\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminApproveSubmissionMutation($input: ApproveSubmissionInput!) {\n    approveSubmission(input: $input) {\n      submission {\n        ...ReviewCard_submission\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRejectSubmissionMutation($input: RejectSubmissionInput!) {\n    rejectSubmission(input: $input) {\n      submission {\n        ...ReviewCard_submission\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRejectSubmissionMutation($input: RejectSubmissionInput!) {\n    rejectSubmission(input: $input) {\n      submission {\n        ...ReviewCard_submission\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTakeDownSubmissionMutation($input: TakeDownSubmissionInput!) {\n    takeDownSubmission(input: $input) {\n      submission {\n        ...ReviewCard_submission\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminTakeDownSubmissionMutation($input: TakeDownSubmissionInput!) {\n    takeDownSubmission(input: $input) {\n      submission {\n        ...ReviewCard_submission\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewCard_submission on Submission {\n    id\n    title\n    transcript\n    status\n    authorName\n    feedback\n    submittedAt\n    updatedAt\n    reviewedAt\n    takenDown\n    takenDownReason\n    voteCount\n    integrityScore\n    topicId\n    topicTitle\n    beatTitle\n    ...PoemVideo_media\n    processingState\n    processingError\n    approvalBlockedReason\n    durationSeconds\n    submitter {\n      id\n      name\n      email\n    }\n    approvalReward {\n      id\n      status\n      amountCents\n      paidAt\n      bankDetails {\n        bankName\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ReviewCard_submission on Submission {\n    id\n    title\n    transcript\n    status\n    authorName\n    feedback\n    submittedAt\n    updatedAt\n    reviewedAt\n    takenDown\n    takenDownReason\n    voteCount\n    integrityScore\n    topicId\n    topicTitle\n    beatTitle\n    ...PoemVideo_media\n    processingState\n    processingError\n    approvalBlockedReason\n    durationSeconds\n    submitter {\n      id\n      name\n      email\n    }\n    approvalReward {\n      id\n      status\n      amountCents\n      paidAt\n      bankDetails {\n        bankName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubmissionAuditTrailQuery($submissionId: ID!, $first: Int!) {\n    auditLog(filter: { submissionId: $submissionId }, first: $first) {\n      entries {\n        id\n        ...AuditEntry_entry\n      }\n    }\n  }\n"): (typeof documents)["\n  query SubmissionAuditTrailQuery($submissionId: ID!, $first: Int!) {\n    auditLog(filter: { submissionId: $submissionId }, first: $first) {\n      entries {\n        id\n        ...AuditEntry_entry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSubmissionHistoryQuery($id: ID!) {\n    submissionHistory(id: $id) {\n      id\n      kind\n      detail\n      createdAt\n      actor {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSubmissionHistoryQuery($id: ID!) {\n    submissionHistory(id: $id) {\n      id\n      kind\n      detail\n      createdAt\n      actor {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateTopicMutation($input: CreateTopicInput!) {\n    createTopic(input: $input) {\n      topic {\n        id\n        title\n        ...AdminTopic_topic\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateTopicMutation($input: CreateTopicInput!) {\n    createTopic(input: $input) {\n      topic {\n        id\n        title\n        ...AdminTopic_topic\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateTopicMutation($input: UpdateTopicInput!) {\n    updateTopic(input: $input) {\n      topic {\n        ...AdminTopic_topic\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateTopicMutation($input: UpdateTopicInput!) {\n    updateTopic(input: $input) {\n      topic {\n        ...AdminTopic_topic\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetTopicActiveMutation($input: SetTopicActiveInput!) {\n    setTopicActive(input: $input) {\n      topic {\n        ...AdminTopic_topic\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetTopicActiveMutation($input: SetTopicActiveInput!) {\n    setTopicActive(input: $input) {\n      topic {\n        ...AdminTopic_topic\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteTopicMutation($input: TopicIdInput!) {\n    deleteTopic(input: $input) {\n      topicId\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteTopicMutation($input: TopicIdInput!) {\n    deleteTopic(input: $input) {\n      topicId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VoidingAuditEntryQuery($topicId: String!) {\n    auditLog(filter: { action: \"votes.void\", subjectId: $topicId }, first: 5) {\n      entries {\n        id\n        changes {\n          field\n          after\n        }\n        ...AuditEntry_entry\n      }\n    }\n  }\n"): (typeof documents)["\n  query VoidingAuditEntryQuery($topicId: String!) {\n    auditLog(filter: { action: \"votes.void\", subjectId: $topicId }, first: 5) {\n      entries {\n        id\n        changes {\n          field\n          after\n        }\n        ...AuditEntry_entry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminTopic_topic on Topic {\n    id\n    title\n    description\n    active\n    deadline\n    votingEndsAt\n    acceptingSubmissions\n    votingOpen\n    submissionCount\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment AdminTopic_topic on Topic {\n    id\n    title\n    description\n    active\n    deadline\n    votingEndsAt\n    acceptingSubmissions\n    votingOpen\n    submissionCount\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTopicsQuery {\n    adminTopics {\n      id\n      title\n      ...AdminTopic_topic\n    }\n  }\n"): (typeof documents)["\n  query AdminTopicsQuery {\n    adminTopics {\n      id\n      title\n      ...AdminTopic_topic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminTopicsChangedSubscription {\n    topicsChanged {\n      topicId\n      deleted\n      topic {\n        ...AdminTopic_topic\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription AdminTopicsChangedSubscription {\n    topicsChanged {\n      topicId\n      deleted\n      topic {\n        ...AdminTopic_topic\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminLiveStatsSubscription {\n    adminStatsChanged {\n      ...AdminStats_stats\n    }\n  }\n"): (typeof documents)["\n  subscription AdminLiveStatsSubscription {\n    adminStatsChanged {\n      ...AdminStats_stats\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminLiveQueueSubscription {\n    reviewQueueChanged {\n      pendingCount\n      submission {\n        ...ReviewCard_submission\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription AdminLiveQueueSubscription {\n    reviewQueueChanged {\n      pendingCount\n      submission {\n        ...ReviewCard_submission\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminStats_stats on AdminStats {\n    regularUsers\n    adminUsers\n    totalSubmissions\n    pending\n    approvedUnpaid\n    paid\n    rejected\n    totalPaidOutCents\n    topics\n    activeTopics\n    beats\n    activeBeats\n  }\n"): (typeof documents)["\n  fragment AdminStats_stats on AdminStats {\n    regularUsers\n    adminUsers\n    totalSubmissions\n    pending\n    approvedUnpaid\n    paid\n    rejected\n    totalPaidOutCents\n    topics\n    activeTopics\n    beats\n    activeBeats\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStatsQuery {\n    adminStats {\n      ...AdminStats_stats\n    }\n  }\n"): (typeof documents)["\n  query AdminStatsQuery {\n    adminStats {\n      ...AdminStats_stats\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMarkRewardPaidMutation($input: RewardIdInput!) {\n    markRewardPaid(input: $input) {\n      reward {\n        id\n        kind\n        status\n        paidAt\n        paidTo {\n          bankName\n          maskedAccountNumber\n        }\n        submissionId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminMarkRewardPaidMutation($input: RewardIdInput!) {\n    markRewardPaid(input: $input) {\n      reward {\n        id\n        kind\n        status\n        paidAt\n        paidTo {\n          bankName\n          maskedAccountNumber\n        }\n        submissionId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUserRow_user on User {\n    id\n    name\n    publicName\n    email\n    role\n    emailVerified\n    blocked\n    poemsSubmitted\n    poemsAccepted\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AdminUserRow_user on User {\n    id\n    name\n    publicName\n    email\n    role\n    emailVerified\n    blocked\n    poemsSubmitted\n    poemsAccepted\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsersQuery($filter: UsersFilter, $first: Int!, $offset: Int!) {\n    users(filter: $filter, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        ...AdminUserRow_user\n      }\n    }\n    adminSeats {\n      used\n      max\n    }\n  }\n"): (typeof documents)["\n  query AdminUsersQuery($filter: UsersFilter, $first: Int!, $offset: Int!) {\n    users(filter: $filter, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        ...AdminUserRow_user\n      }\n    }\n    adminSeats {\n      used\n      max\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminUsersChangedSubscription {\n    usersChanged {\n      userId\n    }\n  }\n"): (typeof documents)["\n  subscription AdminUsersChangedSubscription {\n    usersChanged {\n      userId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetUserBlockedMutation($input: SetUserBlockedInput!) {\n    setUserBlocked(input: $input) {\n      user {\n        ...AdminUserRow_user\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetUserBlockedMutation($input: SetUserBlockedInput!) {\n    setUserBlocked(input: $input) {\n      user {\n        ...AdminUserRow_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminStepDownMutation($input: UserIdInput!) {\n    stepDownAdmin(input: $input) {\n      user {\n        ...AdminUserRow_user\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminStepDownMutation($input: UserIdInput!) {\n    stepDownAdmin(input: $input) {\n      user {\n        ...AdminUserRow_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLogQuery($filter: AuditLogFilter, $first: Int!, $after: String) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      nextCursor\n      entries {\n        id\n        ...AuditEntry_entry\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLogQuery($filter: AuditLogFilter, $first: Int!, $after: String) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      nextCursor\n      entries {\n        id\n        ...AuditEntry_entry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLogActorsQuery {\n    auditLogActors {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AuditLogActorsQuery {\n    auditLogActors {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLoginFormMutation($input: LoginInput!) {\n    adminLogin(input: $input) {\n      account {\n        id\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminLoginFormMutation($input: LoginInput!) {\n    adminLogin(input: $input) {\n      account {\n        id\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLoginPageQuery {\n    adminSeats {\n      used\n      max\n    }\n  }\n"): (typeof documents)["\n  query AdminLoginPageQuery {\n    adminSeats {\n      used\n      max\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRegisterFormMutation($input: RegisterAdminInput!) {\n    registerAdmin(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRegisterFormMutation($input: RegisterAdminInput!) {\n    registerAdmin(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPasswordPageMutation($input: EmailInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ForgotPasswordPageMutation($input: EmailInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GoogleSignInOptionsQuery {\n    signInOptions {\n      googleClientId\n    }\n  }\n"): (typeof documents)["\n  query GoogleSignInOptionsQuery {\n    signInOptions {\n      googleClientId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginPageMutation($input: LoginInput!) {\n    login(input: $input) {\n      account {\n        id\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LoginPageMutation($input: LoginInput!) {\n    login(input: $input) {\n      account {\n        id\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPageMutation($input: RegisterInput!) {\n    register(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterPageMutation($input: RegisterInput!) {\n    register(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerificationMutation($input: ResendVerificationInput!) {\n    resendVerification(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResendVerificationMutation($input: ResendVerificationInput!) {\n    resendVerification(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPasswordPageMutation($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPasswordPageMutation($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmailPageMutation($input: TokenInput!) {\n    verifyEmail(input: $input) {\n      message\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmailPageMutation($input: TokenInput!) {\n    verifyEmail(input: $input) {\n      message\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GoogleSignInMutation($input: GoogleSignInInput!) {\n    googleSignIn(input: $input) {\n      account {\n        id\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GoogleSignInMutation($input: GoogleSignInInput!) {\n    googleSignIn(input: $input) {\n      account {\n        id\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeTopPoemsQuery($topicId: ID!, $first: Int!) {\n    votingPoems(topicId: $topicId, sort: VOTES, first: $first) {\n      totalCount\n      nodes {\n        id\n        ...PoemCard_poem\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeTopPoemsQuery($topicId: ID!, $first: Int!) {\n    votingPoems(topicId: $topicId, sort: VOTES, first: $first) {\n      totalCount\n      nodes {\n        id\n        ...PoemCard_poem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeSiteSettingsQuery {\n    siteSettings {\n      videoChannelUrl\n    }\n  }\n"): (typeof documents)["\n  query HomeSiteSettingsQuery {\n    siteSettings {\n      videoChannelUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveHostQuery($topicId: ID!, $first: Int!) {\n    liveShow(topicId: $topicId) {\n      ...LiveShow_show\n    }\n    votingPoems(topicId: $topicId, sort: OLDEST, first: $first) {\n      totalCount\n      nodes {\n        ...LiveTally_poem\n      }\n    }\n  }\n"): (typeof documents)["\n  query LiveHostQuery($topicId: ID!, $first: Int!) {\n    liveShow(topicId: $topicId) {\n      ...LiveShow_show\n    }\n    votingPoems(topicId: $topicId, sort: OLDEST, first: $first) {\n      totalCount\n      nodes {\n        ...LiveTally_poem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SpotlightPoemMutation($input: SpotlightPoemInput!) {\n    spotlightPoem(input: $input) {\n      show {\n        ...LiveShow_show\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SpotlightPoemMutation($input: SpotlightPoemInput!) {\n    spotlightPoem(input: $input) {\n      show {\n        ...LiveShow_show\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenLiveRoundMutation($input: OpenLiveRoundInput!) {\n    openLiveRound(input: $input) {\n      show {\n        ...LiveShow_show\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OpenLiveRoundMutation($input: OpenLiveRoundInput!) {\n    openLiveRound(input: $input) {\n      show {\n        ...LiveShow_show\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseLiveRoundMutation($input: LiveTopicInput!) {\n    closeLiveRound(input: $input) {\n      show {\n        ...LiveShow_show\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CloseLiveRoundMutation($input: LiveTopicInput!) {\n    closeLiveRound(input: $input) {\n      show {\n        ...LiveShow_show\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevealLiveWinnerMutation($input: RevealLiveWinnerInput!) {\n    revealLiveWinner(input: $input) {\n      show {\n        ...LiveShow_show\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RevealLiveWinnerMutation($input: RevealLiveWinnerInput!) {\n    revealLiveWinner(input: $input) {\n      show {\n        ...LiveShow_show\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndLiveShowMutation($input: LiveTopicInput!) {\n    endLiveShow(input: $input) {\n      show {\n        ...LiveShow_show\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EndLiveShowMutation($input: LiveTopicInput!) {\n    endLiveShow(input: $input) {\n      show {\n        ...LiveShow_show\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveProjectorQuery($topicId: ID!, $first: Int!) {\n    liveShow(topicId: $topicId) {\n      ...LiveShow_show\n    }\n    topicVoting(topicId: $topicId) {\n      topicId\n      bountyTarget\n      bountyCents\n      bountyPoem {\n        id\n        title\n        authorName\n      }\n    }\n    votingPoems(topicId: $topicId, sort: VOTES, first: $first) {\n      totalCount\n      nodes {\n        ...LiveTally_poem\n      }\n    }\n  }\n"): (typeof documents)["\n  query LiveProjectorQuery($topicId: ID!, $first: Int!) {\n    liveShow(topicId: $topicId) {\n      ...LiveShow_show\n    }\n    topicVoting(topicId: $topicId) {\n      topicId\n      bountyTarget\n      bountyCents\n      bountyPoem {\n        id\n        title\n        authorName\n      }\n    }\n    votingPoems(topicId: $topicId, sort: VOTES, first: $first) {\n      totalCount\n      nodes {\n        ...LiveTally_poem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LiveTally_poem on Poem {\n    id\n    title\n    authorName\n    voteCount\n    voteVersion\n    frozen\n    nightVoteCount\n    submittedAt\n  }\n"): (typeof documents)["\n  fragment LiveTally_poem on Poem {\n    id\n    title\n    authorName\n    voteCount\n    voteVersion\n    frozen\n    nightVoteCount\n    submittedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PoemPageQuery($id: ID!) {\n    poem(id: $id) {\n      id\n      title\n      authorName\n      topicId\n      topicTitle\n      ...PoemCard_poem\n    }\n  }\n"): (typeof documents)["\n  query PoemPageQuery($id: ID!) {\n    poem(id: $id) {\n      id\n      title\n      authorName\n      topicId\n      topicTitle\n      ...PoemCard_poem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PoemTopicVotingQuery($topicId: ID!) {\n    topicVoting(topicId: $topicId) {\n      votingOpen\n      ...TopicVotingState_voting\n    }\n  }\n"): (typeof documents)["\n  query PoemTopicVotingQuery($topicId: ID!) {\n    topicVoting(topicId: $topicId) {\n      votingOpen\n      ...TopicVotingState_voting\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PoemVoidingsQuery($poemId: ID!) {\n    poemVoidings(poemId: $poemId) {\n      voteCount\n      reason\n      voidedAt\n    }\n  }\n"): (typeof documents)["\n  query PoemVoidingsQuery($poemId: ID!) {\n    poemVoidings(poemId: $poemId) {\n      voteCount\n      reason\n      voidedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GalleryPoemCard_poem on GalleryPoem {\n    id\n    title\n    content\n    authorName\n    topicName\n  }\n"): (typeof documents)["\n  fragment GalleryPoemCard_poem on GalleryPoem {\n    id\n    title\n    content\n    authorName\n    topicName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PoetryPageQuery {\n    galleryPoems {\n      id\n      ...GalleryPoemCard_poem\n    }\n  }\n"): (typeof documents)["\n  query PoetryPageQuery {\n    galleryPoems {\n      id\n      ...GalleryPoemCard_poem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PoetryPagePoemQuery($id: ID!) {\n    galleryPoem(id: $id) {\n      id\n      ...GalleryPoemCard_poem\n    }\n  }\n"): (typeof documents)["\n  query PoetryPagePoemQuery($id: ID!) {\n    galleryPoem(id: $id) {\n      id\n      ...GalleryPoemCard_poem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PageText_page on Page {\n    key\n    content\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment PageText_page on Page {\n    key\n    content\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageTextQuery($key: PageKey!) {\n    page(key: $key) {\n      ...PageText_page\n    }\n  }\n"): (typeof documents)["\n  query PageTextQuery($key: PageKey!) {\n    page(key: $key) {\n      ...PageText_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PageTextChangedSubscription($key: PageKey!) {\n    pageChanged(key: $key) {\n      ...PageText_page\n    }\n  }\n"): (typeof documents)["\n  subscription PageTextChangedSubscription($key: PageKey!) {\n    pageChanged(key: $key) {\n      ...PageText_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VotingPageQuery($topicId: ID!) {\n    topic(id: $topicId) {\n      id\n      title\n      description\n      active\n      votingOpen\n      votingEndsAt\n    }\n    topicVoting(topicId: $topicId) {\n      ...TopicVotingState_voting\n    }\n  }\n"): (typeof documents)["\n  query VotingPageQuery($topicId: ID!) {\n    topic(id: $topicId) {\n      id\n      title\n      description\n      active\n      votingOpen\n      votingEndsAt\n    }\n    topicVoting(topicId: $topicId) {\n      ...TopicVotingState_voting\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VotingPoemsQuery($topicId: ID!, $search: String, $sort: PoemSort!, $first: Int!, $offset: Int!) {\n    votingPoems(topicId: $topicId, search: $search, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        ...PoemCard_poem\n      }\n    }\n  }\n"): (typeof documents)["\n  query VotingPoemsQuery($topicId: ID!, $search: String, $sort: PoemSort!, $first: Int!, $offset: Int!) {\n    votingPoems(topicId: $topicId, search: $search, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        ...PoemCard_poem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PoemCard_poem on Poem {\n    id\n    title\n    transcript\n    authorName\n    topicId\n    topicTitle\n    beatTitle\n    ...PoemVideo_media\n    voteCount\n    frozen\n    submittedAt\n    ...VoteButton_poem\n  }\n"): (typeof documents)["\n  fragment PoemCard_poem on Poem {\n    id\n    title\n    transcript\n    authorName\n    topicId\n    topicTitle\n    beatTitle\n    ...PoemVideo_media\n    voteCount\n    frozen\n    submittedAt\n    ...VoteButton_poem\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TopicVotingState_voting on TopicVoting {\n    topicId\n    votingEndsAt\n    votingOpen\n    bountyTarget\n    bountyCents\n    decidedAt\n    bountyPoem {\n      id\n      title\n      authorName\n    }\n    winner {\n      id\n      title\n      authorName\n      voteCount\n    }\n  }\n"): (typeof documents)["\n  fragment TopicVotingState_voting on TopicVoting {\n    topicId\n    votingEndsAt\n    votingOpen\n    bountyTarget\n    bountyCents\n    decidedAt\n    bountyPoem {\n      id\n      title\n      authorName\n    }\n    winner {\n      id\n      title\n      authorName\n      voteCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VoteButton_poem on Poem {\n    id\n    title\n    viewerIsPoet\n    ...VoteState_poem\n  }\n"): (typeof documents)["\n  fragment VoteButton_poem on Poem {\n    id\n    title\n    viewerIsPoet\n    ...VoteState_poem\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OwnSubmissionChangedSubscription {\n    mySubmissionChanged {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  subscription OwnSubmissionChangedSubscription {\n    mySubmissionChanged {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PoemTally_poem on Poem {\n    id\n    voteCount\n    voteVersion\n    frozen\n  }\n"): (typeof documents)["\n  fragment PoemTally_poem on Poem {\n    id\n    voteCount\n    voteVersion\n    frozen\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PoemNightTally_poem on Poem {\n    id\n    voteCount\n    voteVersion\n    frozen\n    nightVoteCount\n  }\n"): (typeof documents)["\n  fragment PoemNightTally_poem on Poem {\n    id\n    voteCount\n    voteVersion\n    frozen\n    nightVoteCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PoemListChangedSubscription($topicId: ID!) {\n    poemListChanged(topicId: $topicId) {\n      topicId\n      published {\n        ...PoemCard_poem\n        id\n        topicId\n        title\n        transcript\n        authorName\n        voteCount\n        submittedAt\n      }\n      removed\n    }\n  }\n"): (typeof documents)["\n  subscription PoemListChangedSubscription($topicId: ID!) {\n    poemListChanged(topicId: $topicId) {\n      topicId\n      published {\n        ...PoemCard_poem\n        id\n        topicId\n        title\n        transcript\n        authorName\n        voteCount\n        submittedAt\n      }\n      removed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetVoteMutation($input: SetVoteInput!) {\n    setVote(input: $input) {\n      voted\n      tally {\n        poemId\n        voteCount\n        voteVersion\n        frozen\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetVoteMutation($input: SetVoteInput!) {\n    setVote(input: $input) {\n      voted\n      tally {\n        poemId\n        voteCount\n        voteVersion\n        frozen\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VoteState_poem on Poem {\n    id\n    voteCount\n    voteVersion\n    frozen\n    viewerHasVoted\n  }\n"): (typeof documents)["\n  fragment VoteState_poem on Poem {\n    id\n    voteCount\n    voteVersion\n    frozen\n    viewerHasVoted\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TopicVotesSubscription($topicId: ID!) {\n    topicVotes(topicId: $topicId) {\n      topicId\n      tallies {\n        poemId\n        voteCount\n        voteVersion\n        frozen\n        nightVoteCount\n      }\n      closed {\n        ...TopicVotingState_voting\n        votingOpen\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription TopicVotesSubscription($topicId: ID!) {\n    topicVotes(topicId: $topicId) {\n      topicId\n      tallies {\n        poemId\n        voteCount\n        voteVersion\n        frozen\n        nightVoteCount\n      }\n      closed {\n        ...TopicVotingState_voting\n        votingOpen\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopicTalliesSinceQuery($topicId: ID!, $since: Float!) {\n    topicTalliesSince(topicId: $topicId, since: $since) {\n      poemId\n      voteCount\n      voteVersion\n      frozen\n      nightVoteCount\n    }\n  }\n"): (typeof documents)["\n  query TopicTalliesSinceQuery($topicId: ID!, $since: Float!) {\n    topicTalliesSince(topicId: $topicId, since: $since) {\n      poemId\n      voteCount\n      voteVersion\n      frozen\n      nightVoteCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitPoemMutation($input: SubmitPoemInput!) {\n    submitPoem(input: $input) {\n      submission {\n        ...MySubmission_submission\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitPoemMutation($input: SubmitPoemInput!) {\n    submitPoem(input: $input) {\n      submission {\n        ...MySubmission_submission\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActiveTopic_topic on Topic {\n    id\n    title\n    description\n    active\n    deadline\n    votingEndsAt\n    acceptingSubmissions\n    votingOpen\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ActiveTopic_topic on Topic {\n    id\n    title\n    description\n    active\n    deadline\n    votingEndsAt\n    acceptingSubmissions\n    votingOpen\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActiveTopicsQuery {\n    topics {\n      ...ActiveTopic_topic\n    }\n  }\n"): (typeof documents)["\n  query ActiveTopicsQuery {\n    topics {\n      ...ActiveTopic_topic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ActiveTopicsChangedSubscription {\n    topicsChanged {\n      topicId\n      deleted\n      topic {\n        ...ActiveTopic_topic\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ActiveTopicsChangedSubscription {\n    topicsChanged {\n      topicId\n      deleted\n      topic {\n        ...ActiveTopic_topic\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerQuery {\n    viewer {\n      ...Viewer_account\n    }\n    # For the pages that state the site's rules (lib/siteRules.ts): in the store before their content.\n    siteRules {\n      ...SiteRules_rules\n    }\n  }\n"): (typeof documents)["\n  query ViewerQuery {\n    viewer {\n      ...Viewer_account\n    }\n    # For the pages that state the site's rules (lib/siteRules.ts): in the store before their content.\n    siteRules {\n      ...SiteRules_rules\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ViewerAccountChangedSubscription {\n    accountChanged {\n      ...Viewer_account\n    }\n  }\n"): (typeof documents)["\n  subscription ViewerAccountChangedSubscription {\n    accountChanged {\n      ...Viewer_account\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoutMutation {\n    logout {\n      ok\n    }\n  }\n"): (typeof documents)["\n  mutation LogoutMutation {\n    logout {\n      ok\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Viewer_account on Account {\n    id\n    name\n    publicName\n    email\n    role\n    isAdministrator\n    preferredVideoQuality\n    autoPlay\n    poemsSubmitted\n    poemsAccepted\n    poemsRejected\n  }\n"): (typeof documents)["\n  fragment Viewer_account on Account {\n    id\n    name\n    publicName\n    email\n    role\n    isAdministrator\n    preferredVideoQuality\n    autoPlay\n    poemsSubmitted\n    poemsAccepted\n    poemsRejected\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;