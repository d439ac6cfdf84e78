/**
 * Reasons offered on the unsubscribe page. The storefront adds its own 'Other' choice, which makes
 * the free-text message required.
 */
export interface FeedbackReason {
  id: number;
  title: string;
}

export function seedFeedbackReasons(): FeedbackReason[] {
  return [
    { id: 1, title: 'I receive too many emails' },
    { id: 2, title: 'The offers are not relevant to me' },
    { id: 3, title: 'I no longer need printing services' },
    { id: 4, title: 'I never signed up for this newsletter' },
    { id: 5, title: 'The emails do not display properly' },
  ];
}
