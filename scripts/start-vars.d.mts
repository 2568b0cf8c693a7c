export function startVars(environment: string, env: Record<string, string | undefined>): { edge: Record<string, string>; origin: { ENVIRONMENT: string } };
