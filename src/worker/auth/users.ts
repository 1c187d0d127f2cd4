/** User rows and their API shape (SPEC §3 User). */
import type { ApiUser } from '../../shared/api/schemas.ts';

export interface UserRow {
  id: number;
  email: string | null;
  email_verified: number;
  password_hash: string | null;
  google_sub: string | null;
  nickname: string;
  avatar: string;
  temp: number;
  vip_end_time: number | null;
  free_vip_end_time: number | null;
  exam_num: number;
  correct_num: number;
}

export const USER_COLUMNS = ['id', 'email', 'email_verified', 'password_hash', 'google_sub', 'nickname', 'avatar', 'temp',
  'vip_end_time', 'free_vip_end_time', 'exam_num', 'correct_num'] as const;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function toApiUser(u: UserRow): ApiUser {
  return {
    id: u.id,
    email: u.email,
    nickname: u.nickname,
    name: u.nickname,
    avatar: u.avatar,
    picture: u.avatar,
    temp: u.temp === 1,
    vipEndTime: iso(u.vip_end_time),
    freeVipEndTime: iso(u.free_vip_end_time),
    examNum: u.exam_num,
    correctNum: u.correct_num,
  };
}

export function userByEmail(db: D1Database, email: string): Promise<UserRow | null> {
  return db.prepare(`SELECT ${USER_COLUMNS.join(', ')} FROM users WHERE email = ?`).bind(email).first<UserRow>();
}

export function userById(db: D1Database, id: number): Promise<UserRow | null> {
  return db.prepare(`SELECT ${USER_COLUMNS.join(', ')} FROM users WHERE id = ?`).bind(id).first<UserRow>();
}
