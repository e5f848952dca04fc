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
    "\n  mutation ChangePasswordFormMutation($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ChangePasswordFormMutationDocument,
    "\n  mutation DeleteAccountFormMutation($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      message\n    }\n  }\n": typeof types.DeleteAccountFormMutationDocument,
    "\n  query ProfileSettingsQuery {\n    viewer {\n      id\n      name\n      publicName\n      hasPassword\n      preferredVideoQuality\n    }\n  }\n": typeof types.ProfileSettingsQueryDocument,
    "\n  mutation PublicNameFormMutation($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      account {\n        id\n        publicName\n      }\n    }\n  }\n": typeof types.PublicNameFormMutationDocument,
    "\n  mutation VideoQualitySettingMutation($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      account {\n        id\n        preferredVideoQuality\n      }\n    }\n  }\n": typeof types.VideoQualitySettingMutationDocument,
    "\n  mutation AdminLoginFormMutation($input: LoginInput!) {\n    adminLogin(input: $input) {\n      account {\n        id\n        role\n      }\n    }\n  }\n": typeof types.AdminLoginFormMutationDocument,
    "\n  query AdminLoginPageQuery {\n    adminSeats {\n      used\n      max\n    }\n  }\n": typeof types.AdminLoginPageQueryDocument,
    "\n  mutation AdminRegisterFormMutation($input: RegisterAdminInput!) {\n    registerAdmin(input: $input) {\n      message\n    }\n  }\n": typeof types.AdminRegisterFormMutationDocument,
    "\n  mutation ForgotPasswordPageMutation($input: EmailInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n": typeof types.ForgotPasswordPageMutationDocument,
    "\n  query GoogleSignInOptionsQuery {\n    signInOptions {\n      googleClientId\n    }\n  }\n": typeof types.GoogleSignInOptionsQueryDocument,
    "\n  mutation LoginPageMutation($input: LoginInput!) {\n    login(input: $input) {\n      account {\n        id\n        role\n      }\n    }\n  }\n": typeof types.LoginPageMutationDocument,
    "\n  mutation RegisterPageMutation($input: RegisterInput!) {\n    register(input: $input) {\n      message\n    }\n  }\n": typeof types.RegisterPageMutationDocument,
    "\n  mutation ResendVerificationMutation($input: EmailInput!) {\n    resendVerification(input: $input) {\n      message\n    }\n  }\n": typeof types.ResendVerificationMutationDocument,
    "\n  mutation ResetPasswordPageMutation($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ResetPasswordPageMutationDocument,
    "\n  mutation VerifyEmailPageMutation($input: TokenInput!) {\n    verifyEmail(input: $input) {\n      message\n      email\n    }\n  }\n": typeof types.VerifyEmailPageMutationDocument,
    "\n  mutation GoogleSignInMutation($input: GoogleSignInInput!) {\n    googleSignIn(input: $input) {\n      account {\n        id\n        role\n      }\n    }\n  }\n": typeof types.GoogleSignInMutationDocument,
    "\n  query ViewerQuery {\n    viewer {\n      ...Viewer_account\n    }\n  }\n": typeof types.ViewerQueryDocument,
    "\n  subscription ViewerAccountChangedSubscription {\n    accountChanged {\n      ...Viewer_account\n    }\n  }\n": typeof types.ViewerAccountChangedSubscriptionDocument,
    "\n  mutation LogoutMutation {\n    logout {\n      ok\n    }\n  }\n": typeof types.LogoutMutationDocument,
    "\n  fragment Viewer_account on Account {\n    id\n    name\n    publicName\n    email\n    role\n    isAdministrator\n    preferredVideoQuality\n    poemsSubmitted\n    poemsAccepted\n    poemsRejected\n  }\n": typeof types.Viewer_AccountFragmentDoc,
};
const documents: Documents = {
    "\n  mutation ChangePasswordFormMutation($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n": types.ChangePasswordFormMutationDocument,
    "\n  mutation DeleteAccountFormMutation($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      message\n    }\n  }\n": types.DeleteAccountFormMutationDocument,
    "\n  query ProfileSettingsQuery {\n    viewer {\n      id\n      name\n      publicName\n      hasPassword\n      preferredVideoQuality\n    }\n  }\n": types.ProfileSettingsQueryDocument,
    "\n  mutation PublicNameFormMutation($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      account {\n        id\n        publicName\n      }\n    }\n  }\n": types.PublicNameFormMutationDocument,
    "\n  mutation VideoQualitySettingMutation($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      account {\n        id\n        preferredVideoQuality\n      }\n    }\n  }\n": types.VideoQualitySettingMutationDocument,
    "\n  mutation AdminLoginFormMutation($input: LoginInput!) {\n    adminLogin(input: $input) {\n      account {\n        id\n        role\n      }\n    }\n  }\n": types.AdminLoginFormMutationDocument,
    "\n  query AdminLoginPageQuery {\n    adminSeats {\n      used\n      max\n    }\n  }\n": types.AdminLoginPageQueryDocument,
    "\n  mutation AdminRegisterFormMutation($input: RegisterAdminInput!) {\n    registerAdmin(input: $input) {\n      message\n    }\n  }\n": types.AdminRegisterFormMutationDocument,
    "\n  mutation ForgotPasswordPageMutation($input: EmailInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n": types.ForgotPasswordPageMutationDocument,
    "\n  query GoogleSignInOptionsQuery {\n    signInOptions {\n      googleClientId\n    }\n  }\n": types.GoogleSignInOptionsQueryDocument,
    "\n  mutation LoginPageMutation($input: LoginInput!) {\n    login(input: $input) {\n      account {\n        id\n        role\n      }\n    }\n  }\n": types.LoginPageMutationDocument,
    "\n  mutation RegisterPageMutation($input: RegisterInput!) {\n    register(input: $input) {\n      message\n    }\n  }\n": types.RegisterPageMutationDocument,
    "\n  mutation ResendVerificationMutation($input: EmailInput!) {\n    resendVerification(input: $input) {\n      message\n    }\n  }\n": types.ResendVerificationMutationDocument,
    "\n  mutation ResetPasswordPageMutation($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": types.ResetPasswordPageMutationDocument,
    "\n  mutation VerifyEmailPageMutation($input: TokenInput!) {\n    verifyEmail(input: $input) {\n      message\n      email\n    }\n  }\n": types.VerifyEmailPageMutationDocument,
    "\n  mutation GoogleSignInMutation($input: GoogleSignInInput!) {\n    googleSignIn(input: $input) {\n      account {\n        id\n        role\n      }\n    }\n  }\n": types.GoogleSignInMutationDocument,
    "\n  query ViewerQuery {\n    viewer {\n      ...Viewer_account\n    }\n  }\n": types.ViewerQueryDocument,
    "\n  subscription ViewerAccountChangedSubscription {\n    accountChanged {\n      ...Viewer_account\n    }\n  }\n": types.ViewerAccountChangedSubscriptionDocument,
    "\n  mutation LogoutMutation {\n    logout {\n      ok\n    }\n  }\n": types.LogoutMutationDocument,
    "\n  fragment Viewer_account on Account {\n    id\n    name\n    publicName\n    email\n    role\n    isAdministrator\n    preferredVideoQuality\n    poemsSubmitted\n    poemsAccepted\n    poemsRejected\n  }\n": types.Viewer_AccountFragmentDoc,
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
export function graphql(source: "\n  mutation ChangePasswordFormMutation($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePasswordFormMutation($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation ResendVerificationMutation($input: EmailInput!) {\n    resendVerification(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResendVerificationMutation($input: EmailInput!) {\n    resendVerification(input: $input) {\n      message\n    }\n  }\n"];
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
export function graphql(source: "\n  query ViewerQuery {\n    viewer {\n      ...Viewer_account\n    }\n  }\n"): (typeof documents)["\n  query ViewerQuery {\n    viewer {\n      ...Viewer_account\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment Viewer_account on Account {\n    id\n    name\n    publicName\n    email\n    role\n    isAdministrator\n    preferredVideoQuality\n    poemsSubmitted\n    poemsAccepted\n    poemsRejected\n  }\n"): (typeof documents)["\n  fragment Viewer_account on Account {\n    id\n    name\n    publicName\n    email\n    role\n    isAdministrator\n    preferredVideoQuality\n    poemsSubmitted\n    poemsAccepted\n    poemsRejected\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;