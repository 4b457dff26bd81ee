CREATE INDEX "products_txid_seq_idx" ON "products" USING btree ("txid","seq");--> statement-breakpoint
CREATE INDEX "library_items_txid_seq_idx" ON "library_items" USING btree ("txid","seq");--> statement-breakpoint
CREATE INDEX "assortment_documents_txid_seq_idx" ON "assortment_documents" USING btree ("txid","seq");--> statement-breakpoint
CREATE INDEX "assortments_txid_seq_idx" ON "assortments" USING btree ("txid","seq");--> statement-breakpoint
CREATE INDEX "collections_txid_seq_idx" ON "collections" USING btree ("txid","seq");--> statement-breakpoint
CREATE INDEX "seasons_txid_seq_idx" ON "seasons" USING btree ("txid","seq");--> statement-breakpoint
CREATE INDEX "coordinator_assignments_txid_seq_idx" ON "coordinator_assignments" USING btree ("txid","seq");--> statement-breakpoint
CREATE INDEX "notifications_txid_seq_idx" ON "notifications" USING btree ("txid","seq");--> statement-breakpoint
CREATE INDEX "orders_txid_seq_idx" ON "orders" USING btree ("txid","seq");--> statement-breakpoint
CREATE INDEX "sample_inventory_txid_seq_idx" ON "sample_inventory" USING btree ("txid","seq");--> statement-breakpoint
CREATE INDEX "announcements_txid_seq_idx" ON "announcements" USING btree ("txid","seq");--> statement-breakpoint
CREATE INDEX "user_flags_txid_seq_idx" ON "user_flags" USING btree ("txid","seq");--> statement-breakpoint
CREATE INDEX "commands_txid_seq_idx" ON "commands" USING btree ("txid","seq");--> statement-breakpoint
CREATE INDEX "sync_rejections_txid_seq_idx" ON "sync_rejections" USING btree ("txid","seq");