// Package campaign plays a short 13th Age campaign: maps in order with one party, its hit points, recoveries, powers and dead carried between battles, quick rests and full heal-ups (docs/campaign.md).
package campaign
