import { env } from "cloudflare:workers";

export interface CommentRowInput {
  section?: string;
  login?: string;
  body?: string;
  status?: "held" | "published";
  clientHash?: string | null;
  userId?: number | null;
  createdAt?: number;
}

/** A comment row as moderation finds it: a guest's, published, from one client group unless told otherwise. */
export async function insertComment({
  section = "Hel",
  login = "Gość Janek",
  body = "Ładny model!",
  status = "published",
  clientHash = "client-hash-aaaaaaaaaaaa",
  userId = null,
  createdAt = Date.now(),
}: CommentRowInput = {}): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO comments (section, login, user_id, body, created_at, status, client_hash) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id",
  )
    .bind(section, login, userId, body, createdAt, status, clientHash)
    .first<{ id: number }>();
  return row!.id;
}
