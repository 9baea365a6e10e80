/** The signed-in user from GET /api/user; a 401 means anonymous (null), not an error. */
import { getQueryFn } from "@gh/api-client";
import { useQuery } from "@tanstack/react-query";

export interface CurrentUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: "patient" | "provider" | "admin";
  emailVerified: boolean;
  phoneVerified: boolean;
  profileImageUrl: string | null;
  createdAt: string;
}

export const currentUserQuery = {
  queryKey: ["/api/user"],
  queryFn: getQueryFn<CurrentUser>({ on401: "returnNull" }),
} as const;

export function useCurrentUser() {
  const { data, isLoading } = useQuery(currentUserQuery);
  return { user: data ?? null, isLoading };
}

/** "Dr. Kwame" for providers, "Ama" for everyone else (spec: header greeting). */
export function greetingName(user: CurrentUser): string {
  return user.role === "provider" ? `Dr. ${user.firstName}` : user.firstName;
}
