CREATE INDEX "library_item_files_source_file_idx" ON "library_item_files" USING btree ("source_file");--> statement-breakpoint
CREATE INDEX "library_item_files_preview_jpg_idx" ON "library_item_files" USING btree ("preview_jpg");--> statement-breakpoint
CREATE INDEX "library_item_files_preview_pdf_idx" ON "library_item_files" USING btree ("preview_pdf");--> statement-breakpoint
CREATE INDEX "library_item_files_preview_video_idx" ON "library_item_files" USING btree ("preview_video");--> statement-breakpoint
CREATE INDEX "library_item_files_thumbnail_idx" ON "library_item_files" USING btree ("thumbnail");