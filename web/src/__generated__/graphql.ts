/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Role =
  | 'ADMIN'
  | 'USER';

export type VideoQuality =
  | 'HIGH'
  | 'LOW'
  | 'MEDIUM';

export type ViewerQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQueryQuery = { viewer: { id: string, name: string, publicName: string, email: string, role: Role, isAdministrator: boolean, preferredVideoQuality: VideoQuality, poemsSubmitted: number, poemsAccepted: number, poemsRejected: number } | null };

export type ViewerAccountChangedSubscriptionSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ViewerAccountChangedSubscriptionSubscription = { accountChanged: { id: string, name: string, publicName: string, email: string, role: Role, isAdministrator: boolean, preferredVideoQuality: VideoQuality, poemsSubmitted: number, poemsAccepted: number, poemsRejected: number } };

export type LogoutMutationMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutationMutation = { logout: { ok: boolean } };

export type Viewer_AccountFragment = { id: string, name: string, publicName: string, email: string, role: Role, isAdministrator: boolean, preferredVideoQuality: VideoQuality, poemsSubmitted: number, poemsAccepted: number, poemsRejected: number };

export const Viewer_AccountFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Viewer_account"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"publicName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdministrator"}},{"kind":"Field","name":{"kind":"Name","value":"preferredVideoQuality"}},{"kind":"Field","name":{"kind":"Name","value":"poemsSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"poemsAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"poemsRejected"}}]}}]} as unknown as DocumentNode<Viewer_AccountFragment, unknown>;
export const ViewerQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewerQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Viewer_account"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Viewer_account"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"publicName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdministrator"}},{"kind":"Field","name":{"kind":"Name","value":"preferredVideoQuality"}},{"kind":"Field","name":{"kind":"Name","value":"poemsSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"poemsAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"poemsRejected"}}]}}]} as unknown as DocumentNode<ViewerQueryQuery, ViewerQueryQueryVariables>;
export const ViewerAccountChangedSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ViewerAccountChangedSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Viewer_account"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Viewer_account"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"publicName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdministrator"}},{"kind":"Field","name":{"kind":"Name","value":"preferredVideoQuality"}},{"kind":"Field","name":{"kind":"Name","value":"poemsSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"poemsAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"poemsRejected"}}]}}]} as unknown as DocumentNode<ViewerAccountChangedSubscriptionSubscription, ViewerAccountChangedSubscriptionSubscriptionVariables>;
export const LogoutMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogoutMutation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<LogoutMutationMutation, LogoutMutationMutationVariables>;