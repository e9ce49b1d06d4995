import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Extensions the search needs (radius, live search, case-insensitive names) and the event type list. */
export class Foundation1763769600000 implements MigrationInterface {
  name = 'Foundation1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS cube');
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS earthdistance');
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS citext');
    await queryRunner.query(`
      CREATE TABLE event_types (
        id serial PRIMARY KEY,
        name citext NOT NULL,
        created timestamptz NOT NULL DEFAULT now(),
        updated timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT event_types_name_key UNIQUE (name)
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS event_types');
  }
}
