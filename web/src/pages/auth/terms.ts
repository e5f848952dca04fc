/** The agreement a poet's account needs (SPEC.md section 2, Register). */
export const TERMS_LABEL = 'I agree that my submitted poems may be used on social media platforms if accepted';
