// On their own, away from the schemas: a field that only needs its maxLength (the footer's newsletter
// email, in every page's first load) must not bring valibot and every schema builder with it.

/** Lengths (both spec files). Inputs may use them for their `maxLength`. */
export const LIMITS = {
  email: 60,
  name: 60,
  company: 200,
  university: 1000,
  phone: 20,
  jobPhone: 15,
  passwordMin: 6,
  individualPasswordMin: 7,
  passwordMax: 30,
  message: 1000,
  link: 200,
  additionalInfo: 2000,
  orderIdMin: 6,
  orderIdMax: 30,
} as const;
