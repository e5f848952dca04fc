/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ChangePasswordInput = {
  confirmPassword: string;
  currentPassword: string;
  newPassword: string;
};

export type DeleteAccountInput = {
  /** Must be the word DELETE. */
  confirmation: string;
  /** Required when the account has a password. */
  password?: string | null | undefined;
};

export type EmailInput = {
  email: string;
};

export type GoogleIntent =
  /** Sign in as an admin, or sign up as one with the passcode. */
  | 'ADMIN'
  /** Sign in, or sign up as a poet. */
  | 'USER';

export type GoogleSignInInput = {
  /** Needed to create an account; ignored for an existing one. */
  acceptTerms?: boolean | null | undefined;
  /** The ID token (credential) Google Identity Services gave the browser. */
  credential: string;
  intent?: GoogleIntent;
  /** Needed to create an admin account. */
  passcode?: string | null | undefined;
};

export type LoginInput = {
  email: string;
  password: string;
};

export type RegisterAdminInput = {
  email: string;
  name: string;
  passcode: string;
  password: string;
};

export type RegisterInput = {
  /** 'I agree that my submitted poems may be used on social media platforms if accepted' */
  acceptTerms: boolean;
  confirmPassword: string;
  email: string;
  name: string;
  password: string;
};

export type ResetPasswordInput = {
  confirmPassword: string;
  password: string;
  token: string;
};

export type Role =
  | 'ADMIN'
  | 'USER';

export type TokenInput = {
  token: string;
};

export type UpdateProfileInput = {
  preferredVideoQuality?: VideoQuality | null | undefined;
  /** Empty to show the registration name. */
  publicName?: string | null | undefined;
};

export type VideoQuality =
  | 'HIGH'
  | 'LOW'
  | 'MEDIUM';

export type ChangePasswordFormMutationMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordFormMutationMutation = { changePassword: { message: string } };

export type DeleteAccountFormMutationMutationVariables = Exact<{
  input: DeleteAccountInput;
}>;


export type DeleteAccountFormMutationMutation = { deleteAccount: { message: string } };

export type ProfileSettingsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileSettingsQueryQuery = { viewer: { id: string, name: string, publicName: string, hasPassword: boolean, preferredVideoQuality: VideoQuality } | null };

export type PublicNameFormMutationMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type PublicNameFormMutationMutation = { updateProfile: { account: { id: string, publicName: string } } };

export type VideoQualitySettingMutationMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type VideoQualitySettingMutationMutation = { updateProfile: { account: { id: string, preferredVideoQuality: VideoQuality } } };

export type AdminLoginFormMutationMutationVariables = Exact<{
  input: LoginInput;
}>;


export type AdminLoginFormMutationMutation = { adminLogin: { account: { id: string, role: Role } } };

export type AdminLoginPageQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminLoginPageQueryQuery = { adminSeats: { used: number, max: number } };

export type AdminRegisterFormMutationMutationVariables = Exact<{
  input: RegisterAdminInput;
}>;


export type AdminRegisterFormMutationMutation = { registerAdmin: { message: string } };

export type ForgotPasswordPageMutationMutationVariables = Exact<{
  input: EmailInput;
}>;


export type ForgotPasswordPageMutationMutation = { requestPasswordReset: { message: string } };

export type GoogleSignInOptionsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type GoogleSignInOptionsQueryQuery = { signInOptions: { googleClientId: string | null } };

export type LoginPageMutationMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginPageMutationMutation = { login: { account: { id: string, role: Role } } };

export type RegisterPageMutationMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterPageMutationMutation = { register: { message: string } };

export type ResendVerificationMutationMutationVariables = Exact<{
  input: EmailInput;
}>;


export type ResendVerificationMutationMutation = { resendVerification: { message: string } };

export type ResetPasswordPageMutationMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordPageMutationMutation = { resetPassword: { message: string } };

export type VerifyEmailPageMutationMutationVariables = Exact<{
  input: TokenInput;
}>;


export type VerifyEmailPageMutationMutation = { verifyEmail: { message: string, email: string } };

export type GoogleSignInMutationMutationVariables = Exact<{
  input: GoogleSignInInput;
}>;


export type GoogleSignInMutationMutation = { googleSignIn: { account: { id: string, role: Role } } };

export type ViewerQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQueryQuery = { viewer: { id: string, name: string, publicName: string, email: string, role: Role, isAdministrator: boolean, preferredVideoQuality: VideoQuality, poemsSubmitted: number, poemsAccepted: number, poemsRejected: number } | null };

export type ViewerAccountChangedSubscriptionSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ViewerAccountChangedSubscriptionSubscription = { accountChanged: { id: string, name: string, publicName: string, email: string, role: Role, isAdministrator: boolean, preferredVideoQuality: VideoQuality, poemsSubmitted: number, poemsAccepted: number, poemsRejected: number } };

export type LogoutMutationMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutationMutation = { logout: { ok: boolean } };

export type Viewer_AccountFragment = { id: string, name: string, publicName: string, email: string, role: Role, isAdministrator: boolean, preferredVideoQuality: VideoQuality, poemsSubmitted: number, poemsAccepted: number, poemsRejected: number };

export const Viewer_AccountFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Viewer_account"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"publicName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdministrator"}},{"kind":"Field","name":{"kind":"Name","value":"preferredVideoQuality"}},{"kind":"Field","name":{"kind":"Name","value":"poemsSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"poemsAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"poemsRejected"}}]}}]} as unknown as DocumentNode<Viewer_AccountFragment, unknown>;
export const ChangePasswordFormMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePasswordFormMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordFormMutationMutation, ChangePasswordFormMutationMutationVariables>;
export const DeleteAccountFormMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccountFormMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteAccountFormMutationMutation, DeleteAccountFormMutationMutationVariables>;
export const ProfileSettingsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileSettingsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"publicName"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"preferredVideoQuality"}}]}}]}}]} as unknown as DocumentNode<ProfileSettingsQueryQuery, ProfileSettingsQueryQueryVariables>;
export const PublicNameFormMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublicNameFormMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publicName"}}]}}]}}]}}]} as unknown as DocumentNode<PublicNameFormMutationMutation, PublicNameFormMutationMutationVariables>;
export const VideoQualitySettingMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VideoQualitySettingMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preferredVideoQuality"}}]}}]}}]}}]} as unknown as DocumentNode<VideoQualitySettingMutationMutation, VideoQualitySettingMutationMutationVariables>;
export const AdminLoginFormMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLoginFormMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<AdminLoginFormMutationMutation, AdminLoginFormMutationMutationVariables>;
export const AdminLoginPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminLoginPageQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSeats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]}}]} as unknown as DocumentNode<AdminLoginPageQueryQuery, AdminLoginPageQueryQueryVariables>;
export const AdminRegisterFormMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRegisterFormMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterAdminInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminRegisterFormMutationMutation, AdminRegisterFormMutationMutationVariables>;
export const ForgotPasswordPageMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgotPasswordPageMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ForgotPasswordPageMutationMutation, ForgotPasswordPageMutationMutationVariables>;
export const GoogleSignInOptionsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GoogleSignInOptionsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"googleClientId"}}]}}]}}]} as unknown as DocumentNode<GoogleSignInOptionsQueryQuery, GoogleSignInOptionsQueryQueryVariables>;
export const LoginPageMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginPageMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<LoginPageMutationMutation, LoginPageMutationMutationVariables>;
export const RegisterPageMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterPageMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RegisterPageMutationMutation, RegisterPageMutationMutationVariables>;
export const ResendVerificationMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendVerificationMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResendVerificationMutationMutation, ResendVerificationMutationMutationVariables>;
export const ResetPasswordPageMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPasswordPageMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordPageMutationMutation, ResetPasswordPageMutationMutationVariables>;
export const VerifyEmailPageMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyEmailPageMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<VerifyEmailPageMutationMutation, VerifyEmailPageMutationMutationVariables>;
export const GoogleSignInMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GoogleSignInMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GoogleSignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"googleSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<GoogleSignInMutationMutation, GoogleSignInMutationMutationVariables>;
export const ViewerQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewerQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Viewer_account"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Viewer_account"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"publicName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdministrator"}},{"kind":"Field","name":{"kind":"Name","value":"preferredVideoQuality"}},{"kind":"Field","name":{"kind":"Name","value":"poemsSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"poemsAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"poemsRejected"}}]}}]} as unknown as DocumentNode<ViewerQueryQuery, ViewerQueryQueryVariables>;
export const ViewerAccountChangedSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ViewerAccountChangedSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Viewer_account"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Viewer_account"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"publicName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdministrator"}},{"kind":"Field","name":{"kind":"Name","value":"preferredVideoQuality"}},{"kind":"Field","name":{"kind":"Name","value":"poemsSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"poemsAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"poemsRejected"}}]}}]} as unknown as DocumentNode<ViewerAccountChangedSubscriptionSubscription, ViewerAccountChangedSubscriptionSubscriptionVariables>;
export const LogoutMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogoutMutation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<LogoutMutationMutation, LogoutMutationMutationVariables>;