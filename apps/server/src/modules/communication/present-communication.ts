import type { Announcement, UiTutorial, UsefulDocument } from '@securite/domain/communication/schemas';
import type { announcements, uiTutorials, usefulDocuments } from '../../db/schema/communication.ts';

export const presentAnnouncement = (row: typeof announcements.$inferSelect): Announcement => ({
  id: row.id,
  title: row.title,
  content: row.content,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
});

export const presentUsefulDocument = (row: typeof usefulDocuments.$inferSelect): UsefulDocument => ({
  id: row.id,
  title: row.title,
  description: row.description,
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
});

export const presentUiTutorial = (row: typeof uiTutorials.$inferSelect): UiTutorial => ({
  id: row.id,
  title: row.title,
  routeId: row.routeId,
  content: row.content,
  videoUrl: row.videoUrl,
  position: row.position,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
