import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** An event category (spec section 3); the list is seeded from EVENT_CATEGORIES in display order. */
@Entity({ name: 'event_types' })
export class EventTypeEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'citext', unique: true })
  name!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated!: Date;
}
